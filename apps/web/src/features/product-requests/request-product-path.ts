import { paths } from '../../config/paths.ts';

/** The query parameter that fills in the request form's remarks: what was searched for. */
export const REQUESTED_PRODUCT_PARAMETER = 'product';

/** The request form, with `searchText` (when there is one) already in its remarks. */
export function requestProductPath(searchText = ''): string {
  const text = searchText.trim();
  if (!text) return paths.requestProduct;
  const query = new URLSearchParams({ [REQUESTED_PRODUCT_PARAMETER]: text });
  return `${paths.requestProduct}?${query.toString()}`;
}
