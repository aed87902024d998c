import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createProduct } from '../../../testing/factories.ts';
import { createLocation, createStockEntry } from '../../../testing/inventory-factories.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { readRegisterPages, type RegisterProduct } from './register.queries.ts';
import type { RegisterScope } from './register-scope.ts';

/**
 * Reading the register page by page (decision 0076): keyset pages on name and id that neither
 * skip nor repeat a product when names tie case aside, stock summed per location, unit and
 * container, the scope's subtree only. PGlite and PostgreSQL.
 */
let app: FastifyInstance;
let scope: RegisterScope;
let room: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp();
  const company = await createCompany(app);
  const site = await createLocation(app, company.id, { name: 'Site' });
  room = await createLocation(app, company.id, { name: 'Room', parentId: site });
  const elsewhere = await createLocation(app, company.id, { name: 'Elsewhere' });
  for (const name of ['ethanol', 'Zinc dust', 'ETHANOL', 'Acetone', 'Ethanol', 'Not stocked']) {
    ids[name] = await createProduct(app, company.id, { content: { name } });
  }
  for (const name of ['ethanol', 'Zinc dust', 'ETHANOL', 'Acetone', 'Ethanol']) {
    await createStockEntry(app, {
      companyId: company.id,
      locationId: name === 'Zinc dust' ? elsewhere : room,
      productId: ids[name]!,
      kilograms: 1.25,
    });
  }
  const pieces = (count: number, size: number, unit: string) =>
    app.database.db.execute(sql`
      insert into stock_entries (company_id, location_id, product_id, quantity, unit, container_size, container_unit)
      values (${company.id}, ${room}, ${ids.Acetone}, ${count}, 'pieces', ${size}, ${unit})`);
  await pieces(3, 5, 'L');
  await pieces(2, 5, 'L');
  await pieces(4, 1, 'L');
  scope = { companyId: company.id, companyName: 'x', rootLocationId: null, locations: new Map() };
}, 60_000);
afterAll(() => app.close());

async function readAll(from: RegisterScope, pageSize: number) {
  const pages: RegisterProduct[][] = [];
  for await (const page of readRegisterPages(app.database.db, from, { pageSize })) pages.push(page);
  return pages;
}

describe('reading the register page by page', () => {
  it('gives every product in stock once, by name case aside, whatever the page size', async () => {
    const tied = ['ethanol', 'ETHANOL', 'Ethanol'].map((name) => ids[name]!).sort();
    for (const pageSize of [1, 2, 3, 500]) {
      const pages = await readAll(scope, pageSize);
      expect(pages.every((page) => page.length <= pageSize)).toBe(true);
      const order = pages.flat().map((product) => product.id);
      expect(order).toEqual([ids.Acetone, ...tied, ids['Zinc dust']]);
    }
  });

  it('sums the stock of a product per location, unit and container size', async () => {
    const [acetone] = (await readAll(scope, 1))[0] ?? [];
    const amounts = acetone?.quantities
      .map(({ quantity, unit, containerSize, containerUnit }) =>
        [quantity, unit, containerSize, containerUnit].join(' '),
      )
      .sort();
    expect(amounts).toEqual(['1.25 kg  ', '4 pieces 1 L', '5 pieces 5 L']);
  });

  it('keeps to the subtree of the scope’s location', async () => {
    const pages = await readAll({ ...scope, rootLocationId: room }, 500);
    expect(pages.flat().map((product) => product.id)).not.toContain(ids['Zinc dust']);
    expect(pages.flat()).toHaveLength(4);
  });
});
