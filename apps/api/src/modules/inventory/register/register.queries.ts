import type { ContainerUnit, SignalWord, StockUnit, StorageClass } from '@sds/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import type { RegisterScope } from './register-scope.ts';

/** Products read per query: a page's rows and their stock stay small, whatever the company. */
export const REGISTER_PAGE_SIZE = 500;

/** How much of a product one location holds, summed per unit (and container size). */
export interface RegisterQuantity {
  locationId: string;
  quantity: number;
  unit: StockUnit;
  containerSize: number | null;
  containerUnit: ContainerUnit | null;
}

/** One product of the register as read: its working version's data and its stock in scope. */
export interface RegisterProduct {
  id: string;
  name: string;
  supplier: string;
  revisionDate: string | null;
  signalWord: SignalWord;
  pictograms: string[];
  hazardCodes: string[];
  storageClass: StorageClass | null;
  casNumbers: string[];
  quantities: RegisterQuantity[];
}

type ProductRow = {
  id: string;
  sort_name: string;
  name: string;
  supplier: string;
  revision_date: string | null;
  signal_word: SignalWord;
  pictograms: string[];
  hazard_codes: string[];
  storage_class: StorageClass | null;
  cas_numbers: string[];
};

type QuantityRow = {
  product_id: string;
  location_id: string;
  quantity: string;
  unit: StockUnit;
  container_size: string | null;
  container_unit: ContainerUnit | null;
};

/** The scope's locations as a recursive CTE, and the condition that keeps stock inside it. */
function scopeOf(scope: RegisterScope): { with: SQL; stockIn: SQL } {
  if (scope.rootLocationId === null) {
    return { with: sql``, stockIn: sql`s.company_id = ${scope.companyId}` };
  }
  return {
    with: sql`with recursive register_scope(id) as (
      select ${scope.rootLocationId}::uuid
      union all
      select l.id from locations l join register_scope on l.parent_id = register_scope.id
    )`,
    stockIn: sql`s.company_id = ${scope.companyId}
      and s.location_id in (select id from register_scope)`,
  };
}

/** The next page of products with stock in scope, by name, after the keyset `after`. */
async function readProductPage(
  db: Executor,
  scope: RegisterScope,
  after: { sortName: string; id: string } | null,
  pageSize: number,
): Promise<ProductRow[]> {
  const { with: withScope, stockIn } = scopeOf(scope);
  const result = await db.execute<ProductRow>(sql`
    ${withScope}
    select p.id, lower(r.name) as sort_name, r.name, r.supplier, r.revision_date, r.signal_word,
      r.pictograms, r.storage_class, r.cas_numbers,
      array(select statement->>'code' from jsonb_array_elements(r.h_statements) statement)
        as hazard_codes
    from products p
    join product_revisions r on r.id = p.latest_revision_id
    where p.company_id = ${scope.companyId}
      and exists (select 1 from stock_entries s where s.product_id = p.id and ${stockIn})
      ${after ? sql`and (lower(r.name), p.id) > (${after.sortName}, ${after.id}::uuid)` : sql``}
    order by lower(r.name), p.id
    limit ${pageSize}`);
  return result.rows;
}

/** The stock in scope of some products, summed per location, unit and container. */
async function readQuantities(
  db: Executor,
  scope: RegisterScope,
  productIds: string[],
): Promise<QuantityRow[]> {
  const { with: withScope, stockIn } = scopeOf(scope);
  const ids = sql.join(
    productIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute<QuantityRow>(sql`
    ${withScope}
    select s.product_id, s.location_id, sum(s.quantity)::text as quantity, s.unit,
      s.container_size::text as container_size, s.container_unit
    from stock_entries s
    where s.product_id in (${ids}) and ${stockIn}
    group by s.product_id, s.location_id, s.unit, s.container_size, s.container_unit`);
  return result.rows;
}

/**
 * The register's products, page by page (keyset on name and id, decision 0076): each page one
 * query for its products and one for their stock, so a company of any size is never held in
 * memory and no transaction stays open while the file is written. Key users' view: the working
 * version of each product, as on the location page.
 */
export async function* readRegisterPages(
  db: Executor,
  scope: RegisterScope,
  options: { pageSize?: number } = {},
): AsyncGenerator<RegisterProduct[]> {
  const pageSize = options.pageSize ?? REGISTER_PAGE_SIZE;
  let after: { sortName: string; id: string } | null = null;
  for (;;) {
    const rows = await readProductPage(db, scope, after, pageSize);
    if (rows.length === 0) return;
    const quantities = new Map<string, QuantityRow[]>();
    for (const quantity of await readQuantities(
      db,
      scope,
      rows.map((row) => row.id),
    )) {
      const ofProduct = quantities.get(quantity.product_id);
      if (ofProduct) ofProduct.push(quantity);
      else quantities.set(quantity.product_id, [quantity]);
    }
    yield rows.map((row) => ({
      id: row.id,
      name: row.name,
      supplier: row.supplier,
      revisionDate: row.revision_date,
      signalWord: row.signal_word,
      pictograms: row.pictograms,
      hazardCodes: row.hazard_codes,
      storageClass: row.storage_class,
      casNumbers: row.cas_numbers,
      quantities: (quantities.get(row.id) ?? []).map((quantity) => ({
        locationId: quantity.location_id,
        quantity: Number(quantity.quantity),
        unit: quantity.unit,
        containerSize: quantity.container_size === null ? null : Number(quantity.container_size),
        containerUnit: quantity.container_unit,
      })),
    }));
    const last = rows[rows.length - 1];
    if (!last || rows.length < pageSize) return;
    after = { sortName: last.sort_name, id: last.id };
  }
}
