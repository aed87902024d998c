import { useTranslation } from 'react-i18next';

/** A list still on its way: said in words (a live region), so it is heard too. */
export function LoadingText() {
  const { t } = useTranslation('common');
  return (
    <p className="admin-loading" role="status">
      {t('loading')}
    </p>
  );
}
