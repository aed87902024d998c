import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** A location written straight to the database: a site without `parentId` (decision 0073). */
export async function createLocation(
  app: Pick<FastifyInstance, 'database'>,
  companyId: string,
  options: { name: string; parentId?: string },
): Promise<string> {
  const result = await app.database.db.execute<{ id: string }>(sql`
    insert into locations (company_id, parent_id, name)
    values (${companyId}, ${options.parentId ?? null}, ${options.name}) returning id`);
  const id = result.rows[0]?.id;
  if (!id) throw new Error('The location was not written');
  return id;
}

/** A stock entry of kilograms, written straight to the database (no movement recorded). */
export async function createStockEntry(
  app: Pick<FastifyInstance, 'database'>,
  input: { companyId: string; locationId: string; productId: string; kilograms: number },
): Promise<string> {
  const result = await app.database.db.execute<{ id: string }>(sql`
    insert into stock_entries (company_id, location_id, product_id, quantity, unit)
    values (${input.companyId}, ${input.locationId}, ${input.productId}, ${input.kilograms}, 'kg')
    returning id`);
  const id = result.rows[0]?.id;
  if (!id) throw new Error('The stock entry was not written');
  return id;
}

/**
 * A site with a room holding one of the company's products, for suites that need some
 * inventory to exist (the route fuzzing's known ids). Answers the ids it wrote.
 */
export async function seedInventory(
  app: Pick<FastifyInstance, 'database'>,
  companyId: string,
): Promise<string[]> {
  const site = await createLocation(app, companyId, { name: 'Fuzzed site' });
  const room = await createLocation(app, companyId, { name: 'Fuzzed room', parentId: site });
  const product = await app.database.db.execute<{ id: string }>(
    sql`select id from products where company_id = ${companyId} order by id limit 1`,
  );
  const productId = product.rows[0]?.id;
  if (!productId) return [site, room];
  const entry = await createStockEntry(app, {
    companyId,
    locationId: room,
    productId,
    kilograms: 5,
  });
  return [site, room, entry];
}
