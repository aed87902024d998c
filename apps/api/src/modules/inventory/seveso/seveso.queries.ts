import type { ContainerUnit, SevesoAssumption, StockUnit } from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { Principal } from '../../../platform/http/principal.ts';
import { requireInventoryCompany } from '../locations/inventory.policy.ts';
import type { SevesoStock } from './assess-seveso.ts';

/** A site: a location without a parent (decision 0073). */
export interface SevesoSite {
  id: string;
  name: string;
  companyId: string;
}

/**
 * The site of `GET /api/sites/{id}/seveso`, or a 404: an unknown id, a location that is not a
 * site, or another company's site (for all but the platform Admin) — never saying which.
 */
export async function readSevesoSite(
  db: Executor,
  principal: Principal,
  siteId: string,
): Promise<SevesoSite> {
  const result = await db.execute<{ id: string; name: string; company_id: string }>(sql`
    select id, name, company_id from locations where id = ${siteId} and parent_id is null`);
  const row = result.rows[0];
  if (!row) throw new AppError('not-found', 'No such site');
  requireInventoryCompany(principal, row.company_id);
  return { id: row.id, name: row.name, companyId: row.company_id };
}

type QuantityRow = {
  product_id: string;
  name: string;
  hazard_codes: string[];
  cas_numbers: string[];
  quantity: string;
  unit: StockUnit;
  container_size: string | null;
  container_unit: ContainerUnit | null;
};

const KILOGRAMS_PER: Record<ContainerUnit, number> = { g: 0.001, kg: 1, mL: 0.001, L: 1 };

/** Kilograms of a summed stock row; litres at 1 kg/L (the product has no density). */
export function kilogramsOf(row: {
  quantity: number;
  unit: StockUnit;
  containerSize: number | null;
  containerUnit: ContainerUnit | null;
}): { kilograms: number; isVolume: boolean } {
  if (row.unit === 'kg') return { kilograms: row.quantity, isVolume: false };
  if (row.unit === 'L') return { kilograms: row.quantity, isVolume: true };
  const unit = row.containerUnit ?? 'kg';
  return {
    kilograms: row.quantity * (row.containerSize ?? 0) * KILOGRAMS_PER[unit],
    isVolume: unit === 'mL' || unit === 'L',
  };
}

const ASSUMED_DENSITY: SevesoAssumption = {
  code: 'assumed-density',
  detail: 'Stock in litres counted at 1 kg/L: the product has no density.',
};

/**
 * The products in stock anywhere in a site's subtree, each with its quantity in tonnes and the
 * hazard statements and CAS numbers of its working version (the key users' view, as in the
 * register). One query; a site holds at most its products' count of rows after grouping.
 */
export async function readSevesoStock(db: Executor, site: SevesoSite): Promise<SevesoStock[]> {
  const result = await db.execute<QuantityRow>(sql`
    with recursive subtree(id) as (
      select ${site.id}::uuid
      union all
      select l.id from locations l join subtree on l.parent_id = subtree.id
    )
    select s.product_id, r.name, r.cas_numbers,
      array(select statement->>'code' from jsonb_array_elements(r.h_statements) statement)
        as hazard_codes,
      sum(s.quantity)::text as quantity, s.unit,
      s.container_size::text as container_size, s.container_unit
    from stock_entries s
    join products p on p.id = s.product_id
    join product_revisions r on r.id = p.latest_revision_id
    where s.company_id = ${site.companyId} and s.location_id in (select id from subtree)
    group by s.product_id, r.name, r.cas_numbers, r.h_statements, s.unit, s.container_size,
      s.container_unit
    order by lower(r.name), s.product_id`);
  const products = new Map<string, SevesoStock>();
  for (const row of result.rows) {
    const { kilograms, isVolume } = kilogramsOf({
      quantity: Number(row.quantity),
      unit: row.unit,
      containerSize: row.container_size === null ? null : Number(row.container_size),
      containerUnit: row.container_unit,
    });
    const product = products.get(row.product_id) ?? {
      productId: row.product_id,
      name: row.name,
      tonnes: 0,
      hazardCodes: row.hazard_codes,
      casNumbers: row.cas_numbers,
      assumptions: [],
    };
    product.tonnes += kilograms / 1000;
    if (isVolume && product.assumptions.length === 0) product.assumptions.push(ASSUMED_DENSITY);
    products.set(row.product_id, product);
  }
  return [...products.values()];
}
