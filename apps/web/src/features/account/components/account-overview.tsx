import type { AccountSelf } from '@sds/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice.tsx';
import { useAccountSelf } from '../api/get-account-self.ts';
import { SignOutButton } from './sign-out-button.tsx';

function signedInText({ name, email, companyName }: AccountSelf, t: TFunction<'account'>) {
  // An Admin of the whole portal belongs to no company.
  return companyName
    ? t('admin.signedInAs', { name, email, company: companyName })
    : t('admin.signedInAsPlatformAdmin', { name, email });
}

function SignedInAs() {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const self = useAccountSelf();
  if (self.isPending) return <p className="account-session__who">{tCommon('loading')}</p>;
  if (self.isError) {
    return (
      <Notice tone="error" title={t('admin.loadFailed')}>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void self.refetch()}
        >
          {tCommon('actions.retry')}
        </button>
      </Notice>
    );
  }
  return <p className="account-session__who">{signedInText(self.data, t)}</p>;
}

/**
 * Who is signed in to the admin area — name, address and company (`GET /api/account/self`) —
 * with Sign out beside it.
 */
export function AccountOverview() {
  return (
    <div className="account-session">
      <SignedInAs />
      <SignOutButton />
    </div>
  );
}
