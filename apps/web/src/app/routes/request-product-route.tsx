import { Suspense, lazy } from 'react';
import { AppLoading } from '../../components/layout/app-layout.tsx';

// The screen loads in a chunk of its own, not with this route: the entry chunk lists every
// route's own chunks for preloading, and the first screen's budget (decision 0008) has no room
// for the form's.
const RequestProductScreen = lazy(() =>
  import('../../features/product-requests/components/request-product-screen.tsx').then(
    (module) => ({ default: module.RequestProductScreen }),
  ),
);

/**
 * Request a product (docs/product/requests-and-feedback.md#product-requests), at
 * `/request-product?product=…`.
 */
export function Component() {
  return (
    <Suspense fallback={<AppLoading />}>
      <RequestProductScreen />
    </Suspense>
  );
}
