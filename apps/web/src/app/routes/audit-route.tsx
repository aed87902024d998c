import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../components/ui/notice.tsx';
import { Screen } from '../../components/ui/screen.tsx';
import { paths } from '../../config/paths.ts';
import { AuditScreen } from '../../features/products/components/audit-screen.tsx';
import { useAuthenticatedUser } from '../../lib/authenticated-user.ts';

// Loaded beside the review list, not with this route: the entry chunk lists every route's own
// chunks for preloading, and the first screen's budget (decision 0008) has no room for more.
const ProductRequestsSection = lazy(() =>
  import('../../features/product-requests/components/product-requests-section.tsx').then(
    (module) => ({ default: module.ProductRequestsSection }),
  ),
);
const SharedProductsSection = lazy(() =>
  import('../../features/subscriptions/components/shared-products-section.tsx').then((module) => ({
    default: module.SharedProductsSection,
  })),
);

/**
 * The review screen (docs/product/web-app.md#screens: Review, Approve, Approved, Rejected), for key
 * users only (docs/product/roles-and-access.md#roles), at `/audit` and `/audit?review=<product
 * id>`, with the products other companies share waiting for a decision and the company's product
 * requests below the review list (issue 11). The server checks the role on every call; this
 * only spares a `User` a screen whose every action would be refused.
 */
export function Component() {
  const { t } = useTranslation('common');
  const user = useAuthenticatedUser();
  if (user?.role !== 'KeyUser') {
    return (
      <Screen title={t('notAllowed.title')}>
        <Notice tone="error" title={t('notAllowed.keyUsersOnly')}>
          <Link to={paths.search}>{t('notAllowed.toSearch')}</Link>
        </Notice>
      </Screen>
    );
  }
  return (
    <AuditScreen
      moreWork={
        <>
          <Suspense fallback={null}>
            <SharedProductsSection />
          </Suspense>
          <Suspense fallback={null}>
            <ProductRequestsSection />
          </Suspense>
        </>
      }
    />
  );
}
