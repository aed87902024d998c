import type { AccountSelf } from '@sds/contract';
import { Suspense, lazy } from 'react';
import { AppLoading } from '../../components/layout/app-layout.tsx';
import { useAccountSelf } from '../../features/account/api/get-account-self.ts';
import { AccountOverview } from '../../features/account/components/account-overview.tsx';
import { AccountTexts } from '../../features/account/components/account-texts.tsx';
import type { AdminViewer } from '../../features/company-admin/components/administration.tsx';

// Loaded once the account is known, not with this route: the entry chunk lists every route's
// own chunks for preloading, and the first screen's budget (decision 0008) has no room for
// the administration's list.
const Administration = lazy(() =>
  import('../../features/company-admin/components/administration.tsx').then((module) => ({
    default: module.Administration,
  })),
);

/** What the administration needs to know of the signed-in account: its role and company. */
function viewerOf(self: AccountSelf): AdminViewer {
  return { isPlatformAdmin: self.roles.includes('Admin'), companyId: self.companyId };
}

/**
 * The admin area: who is signed in (with Sign out) above the administration the account's
 * role may use. While the account loads or fails to, the overview says so.
 */
function AdminArea() {
  const self = useAccountSelf();
  return (
    <div className="admin-area">
      <AccountOverview />
      {self.data ? (
        <Suspense fallback={<AppLoading />}>
          <Administration viewer={viewerOf(self.data)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * Company administration (`/admin/…`, docs/product/web-app.md#screens; issue 10) for a signed-in
 * account.
 */
export function Component() {
  return (
    <AccountTexts>
      <AdminArea />
    </AccountTexts>
  );
}
