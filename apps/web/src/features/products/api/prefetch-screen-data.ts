import { endpoints } from '@sds/contract';
import {
  buildRequestHeaders,
  resolveApiUrl,
  type DeviceCredentials,
} from '../../../lib/api-request.ts';
import { announcePrefetch, prefetchResponse } from '../../../lib/prefetched-responses.ts';
import { productPath, type ProductAddress } from './product-request.ts';
import { isSearchTooShort, normaliseSearchText, searchQuery } from './search-request.ts';

// The search's and the sheet's data requests, started by the page beside the screens' code
// (app/route-data-prefetch.ts, decision 0069) with the address and headers their queries send,
// so that the API client takes their answers instead of asking again. No zod here: this runs
// before the contract's schemas have loaded.

/** What a request needs that the page knows before the screen's code has loaded. */
export type PrefetchContext = {
  /** `apiBaseUrl` from /config.json. */
  baseUrl: string;
  /** The interface language the app starts in. */
  language: string;
  user: DeviceCredentials;
};

async function prefetch(url: string, context: PrefetchContext): Promise<void> {
  const { language, user } = context;
  const registered = buildRequestHeaders({ language, user }).then((headers) =>
    prefetchResponse(url, headers),
  );
  // The screen's own request may come while the headers are built: it waits for this one.
  announcePrefetch(url, registered);
  await registered;
}

/** Starts the sheet's `GET /api/products/…` (get-product.ts). */
export function prefetchProductSheet(address: ProductAddress, context: PrefetchContext) {
  return prefetch(resolveApiUrl(context.baseUrl, productPath(address)), context);
}

/** Starts the first page of the search in `?q=` (search-products.ts), unless it is too short. */
export async function prefetchProductSearch(searchText: string | null, context: PrefetchContext) {
  const search = normaliseSearchText(searchText);
  if (isSearchTooShort(search)) return;
  const url = resolveApiUrl(context.baseUrl, endpoints.productsSearch.path, searchQuery(search, 1));
  await prefetch(url, context);
}
