import { apiPath, endpoints } from '@sds/contract';

// A product's address and the path of its request, without the zod schema of the answer: the
// sheet's query (get-product.ts) and the request started beside the sheet's code
// (prefetch-screen-data.ts, decision 0069) use them alike.

/**
 * The three ways to address a product (docs/product/product-content.md#a-product,
 * docs/product/web-app.md#screens).
 */
export type ProductAddress =
  | { by: 'id'; id: string }
  | { by: 'articleNumber'; articleNumber: string; locale: string }
  | { by: 'masterCode'; masterCode: string };

type AddressParts = {
  id?: string | null;
  articleNumber?: string | null;
  locale?: string | null;
  masterCode?: string | null;
};

const filled = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * Reads `/product/:id`, `/product?articleNumber=…&locale=…` or `/product?masterCode=…`.
 * Null when the address names no product (an article number without its locale, say).
 */
export function productAddressFrom(parts: AddressParts): ProductAddress | null {
  const id = filled(parts.id);
  if (id) return { by: 'id', id };
  const articleNumber = filled(parts.articleNumber);
  const locale = filled(parts.locale);
  if (articleNumber && locale) return { by: 'articleNumber', articleNumber, locale };
  const masterCode = filled(parts.masterCode);
  return masterCode ? { by: 'masterCode', masterCode } : null;
}

/** The path of the product's `GET` (`/api/products/{id}`, `…/articlenumber/…`, `…/mastercode/…`). */
export function productPath(address: ProductAddress): string {
  switch (address.by) {
    case 'id':
      return apiPath(endpoints.productsGet.path, address);
    case 'articleNumber':
      return apiPath(endpoints.productsByArticleNumber.path, address);
    case 'masterCode':
      return apiPath(endpoints.productsByMasterCode.path, address);
  }
}
