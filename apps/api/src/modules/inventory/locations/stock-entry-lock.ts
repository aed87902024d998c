import type { StockState } from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { Principal } from '../../../platform/http/principal.ts';
import { requireInventoryCompany } from './inventory.policy.ts';

/** A stock entry as a change starts from, locked with its location's row. */
export interface LockedEntry {
  id: string;
  companyId: string;
  productId: string;
  productName: string;
  location: { id: string; name: string };
  state: StockState;
}

type EntryRow = {
  id: string;
  company_id: string;
  product_id: string;
  product_name: string;
  location_id: string;
  location_name: string;
  quantity: string;
  unit: StockState['unit'];
  container_size: string | null;
  container_unit: StockState['containerUnit'];
  max_quantity: string | null;
  note: string;
};

async function readEntry(tx: Tx, stockId: string, lock: boolean): Promise<EntryRow | undefined> {
  const result = await tx.execute<EntryRow>(sql`
    select s.id, s.company_id, s.product_id, r.name as product_name, s.location_id,
      l.name as location_name, s.quantity::text, s.unit, s.container_size::text,
      s.container_unit, s.max_quantity::text, s.note
    from stock_entries s
    join locations l on l.id = s.location_id
    join products p on p.id = s.product_id
    join product_revisions r on r.id = p.latest_revision_id
    where s.id = ${stockId}
    ${lock ? sql`for update of s` : sql``}`);
  return result.rows[0];
}

/**
 * Locks locations' rows in the order of their ids. Every writer of stock locks the rows of the
 * locations it touches this way, and a location's deletion its subtree's, before any stock
 * entry: one order for all, so two of them never wait for each other in a circle.
 */
export async function lockLocationRows(tx: Tx, locationIds: readonly string[]): Promise<void> {
  const ids = [...new Set(locationIds)].sort();
  await tx.execute(sql`
    select id from locations where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id for update`);
}

const orNull = (value: string | null) => (value === null ? null : Number(value));

/**
 * A stock entry the caller may keep, locked for the transaction after its location's row and
 * `alsoLock`'s (a move's target), or a 404. An entry moved by someone else while this waited is
 * read again with its new location.
 */
export async function lockEntry(
  tx: Tx,
  principal: Principal,
  stockId: string,
  alsoLock: string | null = null,
): Promise<LockedEntry> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const seen = await readEntry(tx, stockId, false);
    if (!seen) break;
    requireInventoryCompany(principal, seen.company_id);
    await lockLocationRows(tx, alsoLock ? [seen.location_id, alsoLock] : [seen.location_id]);
    const row = await readEntry(tx, stockId, true);
    if (!row) break;
    if (row.location_id !== seen.location_id) continue;
    return {
      id: row.id,
      companyId: row.company_id,
      productId: row.product_id,
      productName: row.product_name,
      location: { id: row.location_id, name: row.location_name },
      state: {
        quantity: Number(row.quantity),
        unit: row.unit,
        containerSize: orNull(row.container_size),
        containerUnit: row.container_unit,
        maxQuantity: orNull(row.max_quantity),
        note: row.note,
      },
    };
  }
  throw new AppError('not-found', 'No such stock entry');
}
