import {
  LOCATION_STOCK_LIMIT,
  type SignalWord,
  type StockEntry,
  type StorageClass,
} from '@sds/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';

type StockRow = {
  id: string;
  location_id: string;
  product_id: string;
  product_name: string;
  article_number: string;
  signal_word: SignalWord;
  storage_class: StorageClass | null;
  quantity: string;
  unit: StockEntry['unit'];
  container_size: string | null;
  container_unit: StockEntry['containerUnit'];
  max_quantity: string | null;
  note: string;
  updated_at: string | Date;
};

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

function stockEntryOf(row: StockRow): StockEntry {
  const quantity = Number(row.quantity);
  const maxQuantity = numberOrNull(row.max_quantity);
  return {
    id: row.id,
    locationId: row.location_id,
    productId: row.product_id,
    productName: row.product_name,
    articleNumber: row.article_number,
    signalWord: row.signal_word,
    storageClass: row.storage_class,
    quantity,
    unit: row.unit,
    containerSize: numberOrNull(row.container_size),
    containerUnit: row.container_unit,
    maxQuantity,
    isOverMaximum: maxQuantity !== null && quantity > maxQuantity,
    note: row.note,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The product version a reader sees: key users the working one, everyone else the approved. */
const revisionOf = (workingVersions: boolean) =>
  workingVersions ? sql`p.latest_revision_id` : sql`p.approved_revision_id`;

/**
 * Stock entries with their product's name, signal word and storage class: key users see the
 * working version, everyone else the approved one (entries of a product never approved are
 * left out for them, as search leaves the product out).
 */
export async function findStock(
  db: Executor,
  options: { where: SQL; workingVersions: boolean; limit?: number },
): Promise<StockEntry[]> {
  const revision = revisionOf(options.workingVersions);
  const result = await db.execute<StockRow>(sql`
    select s.id, s.location_id, s.product_id, r.name as product_name,
      p.article_number, r.signal_word, r.storage_class, s.quantity::text, s.unit,
      s.container_size::text, s.container_unit, s.max_quantity::text, s.note, s.updated_at
    from stock_entries s
    join products p on p.id = s.product_id
    join product_revisions r on r.id = ${revision}
    where ${options.where}
    order by lower(r.name), s.created_at, s.id
    limit ${options.limit ?? LOCATION_STOCK_LIMIT}`);
  return result.rows.map(stockEntryOf);
}

/** How many stock entries `findStock` would find without its limit. */
export async function countStock(
  db: Executor,
  options: { where: SQL; workingVersions: boolean },
): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    select count(*)::int as count
    from stock_entries s
    join products p on p.id = s.product_id
    join product_revisions r on r.id = ${revisionOf(options.workingVersions)}
    where ${options.where}`);
  return Number(result.rows[0]?.count ?? 0);
}

/** The storage classes of a location's stock, with the products that have each. */
export async function classesAt(
  db: Executor,
  locationId: string,
  workingVersions: boolean,
): Promise<{ storageClass: StorageClass; productIds: string[] }[]> {
  const revision = revisionOf(workingVersions);
  const result = await db.execute<{ storage_class: StorageClass; product_ids: string[] }>(sql`
    select r.storage_class, array_agg(distinct s.product_id::text) as product_ids
    from stock_entries s
    join products p on p.id = s.product_id
    join product_revisions r on r.id = ${revision}
    where s.location_id = ${locationId} and r.storage_class is not null
    group by r.storage_class`);
  return result.rows.map((row) => ({
    storageClass: row.storage_class,
    productIds: row.product_ids,
  }));
}
