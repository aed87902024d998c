import { LOCATION_STOCK_LIMIT, type LocationPage, type LocationSummary } from '@sds/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { Principal } from '../../../platform/http/principal.ts';
import { readsWorkingVersions, requireInventoryCompany } from './inventory.policy.ts';
import { classesAt, countStock, findStock } from './stock.queries.ts';
import { warningsAmong } from './stock-warnings.ts';

export interface LocationRow {
  id: string;
  companyId: string;
  parentId: string | null;
  name: string;
}

/**
 * A location the caller may see, or a 404 — another company's alike (never reveal that it
 * exists). `forUpdate` locks its row for the rest of the transaction.
 */
export async function requireLocation(
  db: Executor,
  principal: Principal,
  locationId: string,
  options: { forUpdate?: boolean } = {},
): Promise<LocationRow> {
  const result = await db.execute<{
    id: string;
    company_id: string;
    parent_id: string | null;
    name: string;
  }>(sql`select id, company_id, parent_id, name from locations where id = ${locationId}
    ${options.forUpdate ? sql`for update` : sql``}`);
  const row = result.rows[0];
  if (!row) throw new AppError('not-found', 'No such location');
  requireInventoryCompany(principal, row.company_id);
  return { id: row.id, companyId: row.company_id, parentId: row.parent_id, name: row.name };
}

/** Locations with how many children and stock entries each has, by name. */
export async function locationSummaries(db: Executor, where: SQL): Promise<LocationSummary[]> {
  const result = await db.execute<{
    id: string;
    parent_id: string | null;
    name: string;
    child_count: number;
    stock_count: number;
  }>(sql`
    select l.id, l.parent_id, l.name,
      (select count(*)::int from locations c where c.parent_id = l.id) as child_count,
      (select count(*)::int from stock_entries s where s.location_id = l.id) as stock_count
    from locations l
    where ${where}
    order by lower(l.name), l.id`);
  return result.rows.map((row) => ({
    id: row.id,
    parentId: row.parent_id,
    name: row.name,
    childCount: Number(row.child_count),
    stockCount: Number(row.stock_count),
  }));
}

/** The company's sites: its locations without a parent. */
export function listSites(db: Executor, companyId: string): Promise<LocationSummary[]> {
  return locationSummaries(db, sql`l.company_id = ${companyId} and l.parent_id is null`);
}

/** One location as a list shows it. */
export async function locationSummary(db: Executor, locationId: string): Promise<LocationSummary> {
  const [summary] = await locationSummaries(db, sql`l.id = ${locationId}`);
  if (!summary) throw new AppError('not-found', 'No such location');
  return summary;
}

/** A location's ancestors, the site first. */
async function pathOf(db: Executor, location: LocationRow) {
  const result = await db.execute<{ id: string; name: string }>(sql`
    with recursive up(id, parent_id, name, depth) as (
      select id, parent_id, name, 1 from locations where id = ${location.parentId}
      union all
      select l.id, l.parent_id, l.name, up.depth + 1
      from locations l join up on l.id = up.parent_id
    )
    select id, name from up order by depth desc`);
  return result.rows.map((row) => ({ id: row.id, name: row.name }));
}

/** The location page: its path, children, own stock and the mixed-storage warnings there. */
export async function readLocationPage(
  db: Executor,
  principal: Principal,
  locationId: string,
): Promise<LocationPage> {
  const location = await requireLocation(db, principal, locationId);
  const workingVersions = readsWorkingVersions(principal);
  const path = await pathOf(db, location);
  const children = await locationSummaries(
    db,
    sql`l.company_id = ${location.companyId} and l.parent_id = ${location.id}`,
  );
  const atLocation = sql`s.location_id = ${location.id}`;
  const stock = await findStock(db, { where: atLocation, workingVersions });
  const stockTotal =
    stock.length < LOCATION_STOCK_LIMIT
      ? stock.length
      : await countStock(db, { where: atLocation, workingVersions });
  const classes = await classesAt(db, location.id, workingVersions);
  return {
    id: location.id,
    companyId: location.companyId,
    parentId: location.parentId,
    name: location.name,
    path,
    children,
    stock,
    stockTotal,
    warnings: warningsAmong(classes),
  };
}
