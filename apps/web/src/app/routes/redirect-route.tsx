import { parseAccountLink, parseRedirectTarget, SUPPLIER_UPLOAD_FRAGMENT } from '@sds/contract';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { AppLoading } from '../../components/layout/app-layout.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { Screen } from '../../components/ui/screen.tsx';
import { loginPathReturningTo, paths } from '../../config/paths.ts';
import { productPathFor } from '../../config/target-paths.ts';
import { useAuthenticatedUser } from '../../lib/authenticated-user.ts';

// E-mailed account links are rare next to QR codes scanned on the shop floor: their screens
// load only when such a link is opened.
const AccountLinkScreen = lazy(async () => {
  const module = await import('../../features/account/components/account-link-screen.tsx');
  return { default: module.AccountLinkScreen };
});

// A supplier's upload link (decision 0070) needs no account; its page loads only when opened.
const SupplierUploadScreen = lazy(async () => {
  const module = await import('../../features/suppliers/components/supplier-screens.ts');
  return { default: module.SupplierUploadScreen };
});

/**
 * Where QR codes on container labels and links in e-mails land (docs/product/web-app.md#screens): a
 * signed-in visitor goes straight on to the target; anyone else signs in first and comes back
 * here afterwards (login's `returnTo`), then goes on. An e-mailed account link (registration,
 * new password, invitation) leads to choosing a password instead, signed in or not; a
 * supplier's upload link (`#supplier-upload=<token>`, in the fragment no server sees) to its
 * upload page, without an account. A link that names nothing says so.
 */
export function Component() {
  const { t } = useTranslation();
  const location = useLocation();
  const user = useAuthenticatedUser();
  const query = new URLSearchParams(location.search);
  const supplierToken = new URLSearchParams(location.hash.slice(1)).get(SUPPLIER_UPLOAD_FRAGMENT);
  if (supplierToken) {
    return (
      <Suspense fallback={<AppLoading />}>
        <SupplierUploadScreen token={supplierToken} />
      </Suspense>
    );
  }
  const accountLink = parseAccountLink(query);
  if (accountLink) {
    return (
      <Suspense fallback={<AppLoading />}>
        <AccountLinkScreen link={accountLink} />
      </Suspense>
    );
  }
  const target = parseRedirectTarget(query);
  if (!target) {
    return (
      <Screen title={t('redirect.title')}>
        <Notice tone="error" title={t('redirect.invalidTitle')}>
          <p>{t('redirect.invalidText')}</p>
          <div className="error-actions">
            <Link to={paths.search} className="button button--primary">
              {t('redirect.toSearch')}
            </Link>
          </div>
        </Notice>
      </Screen>
    );
  }
  if (!user) {
    return <Navigate replace to={loginPathReturningTo(`${location.pathname}${location.search}`)} />;
  }
  return <Navigate replace to={productPathFor(target)} />;
}
