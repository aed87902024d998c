import type { Product, ProductSummary, ProductVariant } from '@sds/contract';
import { withOfficialTexts } from './clp-phrases.ts';
import type { ProductRow } from './products.queries.ts';
import type { ProductSummaryRow } from './search-products.queries.ts';

/** A search hit as docs/product/wire-conventions.md#wire-shapes shapes it. */
export function presentProductSummary(row: ProductSummaryRow): ProductSummary {
  return row as ProductSummary;
}

function isoDateTime(value: Date | string): string {
  return new Date(value).toISOString();
}

/**
 * The full product (docs/product/product-content.md#fields): statements get their official texts in
 * the product's language; documents and the main image come with their signed links.
 */
export function presentProduct(
  row: ProductRow,
  variants: ProductVariant[],
  attachments: Pick<Product, 'documents' | 'imageUrl'>,
): Product {
  const { locale } = row;
  return {
    ...row,
    hStatements: withOfficialTexts(row.hStatements, locale),
    pStatements: withOfficialTexts(row.pStatements, locale),
    ...attachments,
    variants,
    createdAt: isoDateTime(row.createdAt),
    updatedAt: isoDateTime(row.updatedAt),
  };
}
