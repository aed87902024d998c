import { useTranslation } from 'react-i18next';
import { Notice } from './notice.tsx';

/** Marks a screen whose content arrives in a later release, in the reader's language. */
export function ComingSoon() {
  const { t } = useTranslation();
  return <Notice title={t('placeholder.title')}>{t('placeholder.text')}</Notice>;
}
