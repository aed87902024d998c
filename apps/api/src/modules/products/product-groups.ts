import { presentProductSummary } from './products.presenter.ts';
import type { ProductSummaryRow } from './search-products.queries.ts';

/**
 * Search hits grouped into their products' language variants, in the order found. A
 * publisher's master code may equal one of the company's own: a group is one company's.
 */
export function groupByMasterCode(rows: ProductSummaryRow[]) {
  const groups = new Map<string, ProductSummaryRow[]>();
  for (const row of rows) {
    const key = `${row.companyId}\n${row.masterCode}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((variants) => ({
    masterCode: variants[0]?.masterCode ?? '',
    variants: variants.map(presentProductSummary),
  }));
}
