import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { Screen } from '../../components/ui/screen.tsx';

/** Company administration (`/admin/…`, DESIGN §9): licences, keys, locales, devices. */
export function Component() {
  const { t } = useTranslation('admin');
  return (
    <Screen title={t('title')} intro={t('intro')}>
      <ComingSoon />
    </Screen>
  );
}
