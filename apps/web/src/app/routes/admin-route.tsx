import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { Screen } from '../../components/ui/screen.tsx';
import { AccountOverview } from '../../features/account/components/account-overview.tsx';
import { AccountTexts } from '../../features/account/components/account-texts.tsx';

/**
 * Company administration (`/admin/…`, DESIGN §9) for a signed-in account: who is signed in,
 * with Sign out, now; licences, keys, locales and devices come with issue 10.
 */
export function Component() {
  const { t } = useTranslation('admin');
  return (
    <AccountTexts>
      <Screen title={t('title')} intro={t('intro')}>
        <AccountOverview />
        <ComingSoon />
      </Screen>
    </AccountTexts>
  );
}
