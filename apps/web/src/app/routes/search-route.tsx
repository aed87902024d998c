import { Suspense, lazy } from 'react';
import { SearchScreen } from '../../features/products/components/search-screen.tsx';

// The ways to ask for a product load beside the screen, not with this route: the entry chunk
// lists every route's own chunks for preloading, and the first screen's budget has no room.
const requestLinks = () =>
  import('../../features/product-requests/components/request-product-links.tsx');
const RequestProductLink = lazy(() =>
  requestLinks().then((module) => ({ default: module.RequestProductLink })),
);
const RequestThisProduct = lazy(() =>
  requestLinks().then((module) => ({ default: module.RequestThisProduct })),
);

/**
 * Product search and results (docs/product/web-app.md#screens), at `/search?q=…`, with the way to
 * ask the company's key users for a product that is not there (issue 11): among the actions, and
 * under an empty result with what was searched for.
 */
export function Component() {
  return (
    <SearchScreen
      actions={
        <Suspense fallback={null}>
          <RequestProductLink />
        </Suspense>
      }
      renderNoResultsAction={(searchText) => (
        <Suspense fallback={null}>
          <RequestThisProduct searchText={searchText} />
        </Suspense>
      )}
    />
  );
}
