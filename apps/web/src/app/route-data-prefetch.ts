import type { RuntimeConfig } from '@sds/contract';
import { matchPath } from 'react-router';
import { SEARCH_PARAMETER } from '../config/target-paths.ts';
import {
  prefetchProductSearch,
  prefetchProductSheet,
} from '../features/products/api/prefetch-screen-data.ts';
import { productAddressFrom } from '../features/products/api/product-request.ts';
import { readAuthenticatedUser } from '../lib/authenticated-user.ts';

type PageLocation = Pick<Location, 'pathname' | 'search'>;

/**
 * Starts the data request of the screen the page opens on — the search's first page, the
 * sheet — as soon as /config.json is there, beside the screen's code instead of after it and
 * the session route's catalogue (decision 0069). Only for a signed-in device: anyone else is
 * sent to login. Other screens load their data themselves.
 */
export async function prefetchRouteData(
  location: PageLocation,
  config: RuntimeConfig,
  language: string,
): Promise<void> {
  const user = readAuthenticatedUser();
  if (!user) return;
  const context = { baseUrl: config.apiBaseUrl, language, user };
  const query = new URLSearchParams(location.search);
  const { pathname } = location;
  if (matchPath('/search', pathname)) {
    await prefetchProductSearch(query.get(SEARCH_PARAMETER), context);
    return;
  }
  // `/product/new` is the editor's.
  if (matchPath('/product/new', pathname)) return;
  const sheet = matchPath('/product/:id', pathname) ?? matchPath('/product', pathname);
  if (!sheet) return;
  const address = productAddressFrom({
    id: sheet.params.id,
    articleNumber: query.get('articleNumber'),
    locale: query.get('locale'),
    masterCode: query.get('masterCode'),
  });
  if (address) await prefetchProductSheet(address, context);
}
