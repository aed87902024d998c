import type { LocationChange } from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { Principal } from '../../../platform/http/principal.ts';
import { actorOf } from '../../../platform/security/actor.ts';
import { lockLocationTree } from './location-tree-lock.ts';
import { requireLocation } from './locations.queries.ts';
import { recordRemovalsAt } from './stock-movements.ts';

const SIBLING_NAME = 'locations_sibling_name_idx';

/** Names are unique among siblings (case aside): a `409 location-name-taken`. */
async function refusingTakenNames<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, SIBLING_NAME)) {
      throw new AppError('location-name-taken', 'A location beside it already has that name');
    }
    throw error;
  }
}

/** A new location: a site (no parent) or a child of one of the company's locations. */
export async function createLocation(
  db: Db,
  input: { companyId: string; parentId: string | null; name: string },
): Promise<string> {
  return refusingTakenNames(() =>
    db.transaction(async (tx) => {
      await lockLocationTree(tx, input.companyId);
      const result = await tx.execute<{ id: string }>(sql`
        insert into locations (company_id, parent_id, name)
        values (${input.companyId}, ${input.parentId}, ${input.name}) returning id`);
      const id = result.rows[0]?.id;
      if (!id) throw new Error('The location was not written');
      return id;
    }),
  );
}

/** Whether `candidate` is `locationId` itself or lies in its subtree (walked up from it). */
async function isInSubtree(tx: Tx, locationId: string, candidate: string): Promise<boolean> {
  const result = await tx.execute<{ found: boolean }>(sql`
    with recursive up(id, parent_id) as (
      select id, parent_id from locations where id = ${candidate}
      union all
      select l.id, l.parent_id from locations l join up on l.id = up.parent_id
    )
    select exists (select 1 from up where id = ${locationId}) as found`);
  return result.rows[0]?.found === true;
}

/**
 * Renames a location and moves it (with its subtree and stock) under another parent of the
 * same company, or makes it a site (parent null). A parent in its own subtree: `409
 * location-cycle`; another company's parent: 404.
 */
export async function changeLocation(
  db: Db,
  principal: Principal,
  locationId: string,
  change: LocationChange,
): Promise<void> {
  await refusingTakenNames(() =>
    db.transaction(async (tx) => {
      const location = await requireLocation(tx, principal, locationId);
      await lockLocationTree(tx, location.companyId);
      if (change.parentId !== null && change.parentId !== location.parentId) {
        const parent = await requireLocation(tx, principal, change.parentId);
        if (parent.companyId !== location.companyId) {
          throw new AppError('not-found', 'No such location');
        }
        if (await isInSubtree(tx, location.id, parent.id)) {
          throw new AppError(
            'location-cycle',
            'A location cannot be moved under itself or one of its own sublocations',
          );
        }
      }
      await tx.execute(sql`
        update locations set name = ${change.name}, parent_id = ${change.parentId},
          updated_at = now()
        where id = ${location.id}`);
    }),
  );
}

/**
 * Locks the location's row, and with `wholeSubtree` every row below it, in the order of their
 * ids as every writer of stock does (`lockLocationRows`).
 */
async function lockSubtree(tx: Tx, locationId: string, wholeSubtree: boolean): Promise<void> {
  if (!wholeSubtree) {
    await tx.execute(sql`select id from locations where id = ${locationId} for update`);
    return;
  }
  await tx.execute(sql`
    with recursive subtree(id) as (
      select id from locations where id = ${locationId}
      union all
      select l.id from locations l join subtree on l.parent_id = subtree.id
    )
    select l.id from locations l join subtree on subtree.id = l.id order by l.id for update of l`);
}

/**
 * Deletes a location. One that holds stock or sublocations is refused (`409
 * location-not-empty`) unless `recursive`: then its subtree goes with it, every stock entry
 * in it recorded as removed.
 */
export async function deleteLocation(
  db: Db,
  principal: Principal,
  locationId: string,
  recursive: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const location = await requireLocation(tx, principal, locationId);
    await lockLocationTree(tx, location.companyId);
    // Stock is added and moved under a lock of its location's row: with the rows locked here,
    // no entry arrives between the check (or the record of removals) and the delete.
    await lockSubtree(tx, location.id, recursive);
    if (!recursive) {
      const held = await tx.execute<{ holds: boolean }>(sql`
        select exists (select 1 from locations where parent_id = ${location.id})
          or exists (select 1 from stock_entries where location_id = ${location.id}) as holds`);
      if (held.rows[0]?.holds) {
        throw new AppError(
          'location-not-empty',
          'The location holds stock or sublocations: move them, or delete with recursive=true',
        );
      }
    } else {
      await recordRemovalsAt(tx, await actorOf(tx, principal), location);
    }
    await tx.execute(sql`delete from locations where id = ${location.id}`);
  });
}
