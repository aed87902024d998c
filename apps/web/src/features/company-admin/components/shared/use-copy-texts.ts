import { useTranslation } from 'react-i18next';

/** The Copy button's words in the administration's texts. */
export function useCopyTexts() {
  const { t } = useTranslation('admin');
  return { copy: t('copy.copy'), copied: t('copy.copied'), failed: t('copy.failed') };
}
