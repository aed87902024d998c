import type {
  StockMovement,
  StockMovementKind,
  StockMovementsQuery,
  StockMovementsResponse,
  StockState,
} from '@sds/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../../platform/db/database.ts';
import type { Actor } from '../../../platform/security/actor.ts';

type Place = { id: string; name: string } | null;

/** One change of a stock entry, as the movements record it. */
export interface MovementInput {
  kind: StockMovementKind;
  companyId: string;
  stockEntryId: string;
  productId: string;
  productName: string;
  from: Place;
  to: Place;
  before: StockState | null;
  after: StockState | null;
}

/** Appends one movement (the table is never updated nor deleted from). */
export async function recordMovement(tx: Tx, actor: Actor, movement: MovementInput): Promise<void> {
  await tx.execute(sql`
    insert into stock_movements (company_id, stock_entry_id, product_id, product_name, kind,
      from_location_id, from_location_name, to_location_id, to_location_name, before, after,
      actor_kind, actor_id, actor_name, actor_role)
    values (${movement.companyId}, ${movement.stockEntryId}, ${movement.productId},
      ${movement.productName}, ${movement.kind}, ${movement.from?.id ?? null},
      ${movement.from?.name ?? null}, ${movement.to?.id ?? null}, ${movement.to?.name ?? null},
      ${movement.before === null ? null : JSON.stringify(movement.before)}::jsonb,
      ${movement.after === null ? null : JSON.stringify(movement.after)}::jsonb,
      ${actor.actorKind}, ${actor.actorId}, ${actor.actorName}, ${actor.actorRole})`);
}

/** A stock entry's state as a movement keeps it, in SQL (for removals in bulk). */
const stateOf = (alias: string) =>
  sql.raw(`jsonb_build_object(
  'quantity', ${alias}.quantity, 'unit', ${alias}.unit, 'containerSize', ${alias}.container_size,
  'containerUnit', ${alias}.container_unit, 'maxQuantity', ${alias}.max_quantity,
  'note', ${alias}.note)`);

/**
 * Records the removal of every stock entry in a location's subtree (a recursive delete),
 * each at the location it was in, named as it was.
 */
export async function recordRemovalsAt(
  tx: Tx,
  actor: Actor,
  location: { id: string; companyId: string },
): Promise<void> {
  await tx.execute(sql`
    with recursive subtree(id) as (
      select id from locations where id = ${location.id}
      union all
      select l.id from locations l join subtree on l.parent_id = subtree.id
    )
    insert into stock_movements (company_id, stock_entry_id, product_id, product_name, kind,
      from_location_id, from_location_name, before, actor_kind, actor_id, actor_name, actor_role)
    select s.company_id, s.id, s.product_id, r.name, 'Removed', l.id, l.name, ${stateOf('s')},
      ${actor.actorKind}, ${actor.actorId}, ${actor.actorName}, ${actor.actorRole}
    from subtree
    join locations l on l.id = subtree.id
    join stock_entries s on s.location_id = l.id
    join products p on p.id = s.product_id
    join product_revisions r on r.id = p.latest_revision_id
    where s.company_id = ${location.companyId}
    order by l.id, s.id`);
}

/**
 * Records the removal of a product's stock entries everywhere, before the product is deleted
 * (its key cascades to them): the record keeps what was where and who deleted it.
 */
export async function recordStockRemovalsOfProduct(
  tx: Tx,
  actor: Actor,
  product: { id: string; companyId: string },
): Promise<void> {
  await tx.execute(sql`
    insert into stock_movements (company_id, stock_entry_id, product_id, product_name, kind,
      from_location_id, from_location_name, before, actor_kind, actor_id, actor_name, actor_role)
    select s.company_id, s.id, s.product_id, r.name, 'Removed', l.id, l.name, ${stateOf('s')},
      ${actor.actorKind}, ${actor.actorId}, ${actor.actorName}, ${actor.actorRole}
    from stock_entries s
    join locations l on l.id = s.location_id
    join products p on p.id = s.product_id
    join product_revisions r on r.id = p.latest_revision_id
    where s.product_id = ${product.id} and s.company_id = ${product.companyId}
    order by l.id, s.id`);
}

type MovementRow = {
  sequence: string | number;
  kind: StockMovementKind;
  at: string | Date;
  stock_entry_id: string;
  product_id: string;
  product_name: string;
  from_location_id: string | null;
  from_location_name: string | null;
  to_location_id: string | null;
  to_location_name: string | null;
  before: StockState | null;
  after: StockState | null;
  actor_name: string;
  actor_role: string;
};

const placeOf = (id: string | null, name: string | null) =>
  id === null ? null : { id, name: name ?? '' };

function movementOf(row: MovementRow): StockMovement {
  return {
    sequence: Number(row.sequence),
    kind: row.kind,
    at: new Date(row.at).toISOString(),
    stockEntryId: row.stock_entry_id,
    productId: row.product_id,
    productName: row.product_name,
    from: placeOf(row.from_location_id, row.from_location_name),
    to: placeOf(row.to_location_id, row.to_location_name),
    before: row.before,
    after: row.after,
    actor: { name: row.actor_name, role: row.actor_role },
  };
}

/**
 * A page of movements, newest first: the company's, or with a location those into, out of or
 * at it (two index ranges, from and to, merged).
 */
export async function readMovements(
  db: Executor,
  scope: { companyId: string; locationId?: string },
  query: StockMovementsQuery,
): Promise<StockMovementsResponse> {
  const before = query.before === undefined ? sql`` : sql`and sequence < ${query.before}`;
  const columns = sql`sequence, kind, at, stock_entry_id, product_id, product_name,
    from_location_id, from_location_name, to_location_id, to_location_name, before, after,
    actor_name, actor_role`;
  const page = (where: SQL) => sql`(select ${columns} from stock_movements
    where company_id = ${scope.companyId} and ${where} ${before}
    order by sequence desc limit ${query.limit + 1})`;
  const source = scope.locationId
    ? sql`select * from (${page(sql`from_location_id = ${scope.locationId}`)}
        union ${page(sql`to_location_id = ${scope.locationId}`)}) as movements`
    : sql`select * from ${page(sql`true`)} as movements`;
  const result = await db.execute<MovementRow>(
    sql`${source} order by sequence desc limit ${query.limit + 1}`,
  );
  const items = result.rows.slice(0, query.limit).map(movementOf);
  const hasMore = result.rows.length > query.limit;
  return { items, next: hasMore ? (items.at(-1)?.sequence ?? null) : null };
}
