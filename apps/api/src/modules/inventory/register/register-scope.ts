import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { Principal } from '../../../platform/http/principal.ts';
import { requireInventoryCompany } from '../locations/inventory.policy.ts';

/** A location of the register's company, with the names from its site down to it. */
export interface RegisterLocation {
  siteId: string;
  path: string[];
}

/**
 * What a register covers: a company, and within it one location's subtree or all of it
 * (`rootLocationId` null). `locations` holds every location of the company with its path,
 * so rows name where stock is without asking again; it grows with locations, not stock.
 */
export interface RegisterScope {
  companyId: string;
  companyName: string;
  rootLocationId: string | null;
  locations: ReadonlyMap<string, RegisterLocation>;
}

const notFound = (what: string) => new AppError('not-found', `No such ${what}`);

/** Every location of the company with its path, read once down from the sites. */
async function locationsOf(db: Executor, companyId: string) {
  const result = await db.execute<{ id: string; site_id: string; path: string[] }>(sql`
    with recursive tree(id, site_id, path) as (
      select id, id, array[name] from locations where company_id = ${companyId} and parent_id is null
      union all
      select l.id, tree.site_id, tree.path || l.name
      from locations l join tree on l.parent_id = tree.id
    )
    select id, site_id, path from tree`);
  return new Map(result.rows.map((row) => [row.id, { siteId: row.site_id, path: row.path }]));
}

/**
 * The scope of `GET /api/companies/{id}/register`, or a 404: another company (for all but the
 * platform Admin), a company that does not exist, a `site` that is not one of its sites, a
 * `location` that is not one of its locations, or one outside the given site — never saying
 * which exists elsewhere.
 */
export async function resolveRegisterScope(
  db: Executor,
  principal: Principal,
  query: { companyId: string; site?: string | undefined; location?: string | undefined },
): Promise<RegisterScope> {
  requireInventoryCompany(principal, query.companyId);
  const companyId = query.companyId.toLowerCase();
  const company = await db.execute<{ name: string }>(
    sql`select name from companies where id = ${companyId}`,
  );
  const companyName = company.rows[0]?.name;
  if (companyName === undefined) throw notFound('company');
  const locations = await locationsOf(db, companyId);
  const site = query.site?.toLowerCase();
  const location = query.location?.toLowerCase();
  if (site !== undefined && locations.get(site)?.siteId !== site) throw notFound('site');
  if (location !== undefined) {
    const found = locations.get(location);
    if (!found || (site !== undefined && found.siteId !== site)) throw notFound('location');
  }
  return { companyId, companyName, rootLocationId: location ?? site ?? null, locations };
}
