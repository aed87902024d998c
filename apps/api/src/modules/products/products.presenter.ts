import type { Product, ProductSummary, ProductVariant } from '@sds/contract';
import { flagKindsOf, screenCasNumbers } from '../regulatory/index.ts';
import { withOfficialTexts } from './clp-phrases.ts';
import type { ProductRow } from './products.queries.ts';
import type { ProductSummaryRow } from './search-products.queries.ts';

/**
 * A search hit as docs/product/wire-conventions.md#wire-shapes shapes it, with the kinds of its
 * regulatory flags in place of its CAS numbers (decision 0057).
 */
export function presentProductSummary(row: ProductSummaryRow): ProductSummary {
  const { casNumbers, ...hit } = row;
  return { ...hit, regulatoryFlagKinds: flagKindsOf(casNumbers) } as ProductSummary;
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
    regulatoryFlags: screenCasNumbers(row.casNumbers),
    createdAt: isoDateTime(row.createdAt),
    updatedAt: isoDateTime(row.updatedAt),
  };
}
