import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { Notice } from '../../components/ui/notice.tsx';
import { Screen } from '../../components/ui/screen.tsx';
import { paths } from '../../config/paths.ts';
import { recordPaths } from '../../config/record-paths.ts';
import { ArchiveScreen } from '../../features/products/components/archive-screen.tsx';
import { AuditScreen } from '../../features/products/components/audit-screen.tsx';
import { DueForReviewScreen } from '../../features/products/components/due-for-review-screen.tsx';
import { ProductVersionsScreen } from '../../features/products/components/product-versions-screen.tsx';
import { useAuthenticatedUser } from '../../lib/authenticated-user.ts';

// Loaded beside the review list, not with this route: the entry chunk lists every route's own
// chunks for preloading, and the first screen's budget (decision 0008) has no room for more.
const ProductRequestsSection = lazy(() =>
  import('../../features/product-requests/components/product-requests-section.tsx').then(
    (module) => ({ default: module.ProductRequestsSection }),
  ),
);
// The suppliers' screens and the "Ask the supplier" section come from their own feature.
const SuppliersScreen = lazy(() =>
  import('../../features/suppliers/components/supplier-screens.ts').then((module) => ({
    default: module.SuppliersScreen,
  })),
);
const SupplierRequestsSection = lazy(() =>
  import('../../features/suppliers/components/supplier-screens.ts').then((module) => ({
    default: module.SupplierRequestsSection,
  })),
);
const AskSupplierButton = lazy(() =>
  import('../../features/suppliers/components/supplier-screens.ts').then((module) => ({
    default: module.AskSupplierButton,
  })),
);
const askTheSupplier = (productId: string) => (
  <Suspense fallback={null}>
    <SupplierRequestsSection productId={productId} />
  </Suspense>
);
const askButton = (productId: string) => (
  <Suspense fallback={null}>
    <AskSupplierButton productId={productId} />
  </Suspense>
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
 * requests below the review list (issue 11). The key users' records share this route: a
 * product's versions at `/product/:id/versions`, the archive at `/archive` and the sheets due
 * for review at `/audit/due-for-review`, the suppliers at `/audit/suppliers` (issue 25). The server checks the role on every call;
 * this only spares a `User` a screen whose every action would be refused.
 */
export function Component() {
  const { t } = useTranslation('common');
  const user = useAuthenticatedUser();
  const { id } = useParams();
  const { pathname } = useLocation();
  if (user?.role !== 'KeyUser') {
    return (
      <Screen title={t('notAllowed.title')}>
        <Notice tone="error" title={t('notAllowed.keyUsersOnly')}>
          <Link to={paths.search}>{t('notAllowed.toSearch')}</Link>
        </Notice>
      </Screen>
    );
  }
  if (id) return <ProductVersionsScreen key={id} productId={id} />;
  if (pathname === recordPaths.archive) return <ArchiveScreen />;
  if (pathname === recordPaths.dueForReview) {
    return <DueForReviewScreen productExtras={askButton} />;
  }
  if (pathname === recordPaths.suppliers) {
    return (
      <Suspense fallback={null}>
        <SuppliersScreen />
      </Suspense>
    );
  }
  return (
    <AuditScreen
      productExtras={askTheSupplier}
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
