import { Suspense, lazy } from 'react';
import { ActionPlaceholder } from '../../components/ui/screen.tsx';
import { SearchScreen } from '../../features/products/components/search-screen.tsx';
// Scanning (issue 24): the button is a few lines; the camera, dialog and code reader load when
// it is pressed.
import { ScanButton } from '../../features/scan/components/scan-button.tsx';

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
 * under an empty result with what was searched for, and the Scan button that reads a label's QR
 * code or a product's barcode with the camera (issue 24).
 */
export function Component() {
  return (
    <SearchScreen
      actions={
        // One action under the other on phones: "Request a product" arrives after its
        // placeholder, and beside Scan its real width would move it to a row of its own.
        <div className="search-actions">
          <ScanButton />
          <Suspense fallback={<ActionPlaceholder />}>
            <RequestProductLink />
          </Suspense>
        </div>
      }
      renderNoResultsAction={(searchText) => (
        <Suspense fallback={null}>
          <RequestThisProduct searchText={searchText} />
        </Suspense>
      )}
    />
  );
}
