import type { StockEntryChange, StockEntryInput, StockState } from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { Principal } from '../../../platform/http/principal.ts';
import { actorOf } from '../../../platform/security/actor.ts';
import { requireLocation } from './locations.queries.ts';
import { lockEntry } from './stock-entry-lock.ts';
import { recordMovement } from './stock-movements.ts';

const stateOf = (input: StockState): StockState => ({
  quantity: input.quantity,
  unit: input.unit,
  containerSize: input.containerSize,
  containerUnit: input.containerUnit,
  maxQuantity: input.maxQuantity,
  note: input.note,
});

const isSameState = (a: StockState, b: StockState) =>
  JSON.stringify(stateOf(a)) === JSON.stringify(stateOf(b));

/** A product of the company with its working version's name, or a 404 (another company's too). */
async function requireProductOf(tx: Tx, companyId: string, productId: string) {
  const result = await tx.execute<{ id: string; name: string }>(sql`
    select p.id, r.name from products p join product_revisions r on r.id = p.latest_revision_id
    where p.id = ${productId} and p.company_id = ${companyId}`);
  const product = result.rows[0];
  if (!product) throw new AppError('not-found', 'No such product');
  return product;
}

/** Adds a product's stock at a location, recorded as `Added`. Answers the entry's id. */
export async function addStock(
  db: Db,
  principal: Principal,
  locationId: string,
  input: StockEntryInput,
): Promise<string> {
  return db.transaction(async (tx) => {
    const location = await requireLocation(tx, principal, locationId, { forUpdate: true });
    const product = await requireProductOf(tx, location.companyId, input.productId);
    const state = stateOf(input);
    const result = await tx.execute<{ id: string }>(sql`
      insert into stock_entries (company_id, location_id, product_id, quantity, unit,
        container_size, container_unit, max_quantity, note)
      values (${location.companyId}, ${location.id}, ${product.id}, ${state.quantity},
        ${state.unit}, ${state.containerSize}, ${state.containerUnit}, ${state.maxQuantity},
        ${state.note})
      returning id`);
    const id = result.rows[0]?.id;
    if (!id) throw new Error('The stock entry was not written');
    await recordMovement(tx, await actorOf(tx, principal), {
      kind: 'Added',
      companyId: location.companyId,
      stockEntryId: id,
      productId: product.id,
      productName: product.name,
      from: null,
      to: { id: location.id, name: location.name },
      before: null,
      after: state,
    });
    return id;
  });
}

/**
 * Sets a stock entry to what the body says; another `locationId` (of the same company, else a
 * 404) moves it there. Recorded as `Moved` or `Changed`; nothing is recorded when nothing changed.
 * Answers the entry's location.
 */
export async function changeStock(
  db: Db,
  principal: Principal,
  stockId: string,
  change: StockEntryChange,
): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await requireLocation(tx, principal, change.locationId);
    const entry = await lockEntry(tx, principal, stockId, target.id);
    // Read again under its lock: deleted meanwhile, it is a 404 as any unknown location.
    await requireLocation(tx, principal, target.id);
    if (target.companyId !== entry.companyId) throw new AppError('not-found', 'No such location');
    const isMove = target.id !== entry.location.id;
    const to = { id: target.id, name: target.name };
    const after = stateOf(change);
    if (!isMove && isSameState(entry.state, after)) return;
    await tx.execute(sql`
      update stock_entries set location_id = ${to.id}, quantity = ${after.quantity},
        unit = ${after.unit}, container_size = ${after.containerSize},
        container_unit = ${after.containerUnit}, max_quantity = ${after.maxQuantity},
        note = ${after.note}, updated_at = now()
      where id = ${entry.id}`);
    await recordMovement(tx, await actorOf(tx, principal), {
      kind: isMove ? 'Moved' : 'Changed',
      companyId: entry.companyId,
      stockEntryId: entry.id,
      productId: entry.productId,
      productName: entry.productName,
      from: entry.location,
      to,
      before: entry.state,
      after,
    });
  });
}

/** Removes a stock entry, recorded as `Removed` with what it held. */
export async function removeStock(db: Db, principal: Principal, stockId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const entry = await lockEntry(tx, principal, stockId);
    await tx.execute(sql`delete from stock_entries where id = ${entry.id}`);
    await recordMovement(tx, await actorOf(tx, principal), {
      kind: 'Removed',
      companyId: entry.companyId,
      stockEntryId: entry.id,
      productId: entry.productId,
      productName: entry.productName,
      from: entry.location,
      to: null,
      before: entry.state,
      after: null,
    });
  });
}
