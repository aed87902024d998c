import { Problem, SevesoReport } from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDevice, signIn, type SignedInTestDevice } from '../../../testing/device-client.ts';
import { createCompany, createProduct, type TestCompany } from '../../../testing/factories.ts';
import { createLocation, createStockEntry } from '../../../testing/inventory-factories.ts';
import { createTestApp } from '../../../testing/test-app.ts';

/**
 * `GET /api/sites/{id}/seveso` (decision 0077) through HTTP on PGlite and PostgreSQL: a site's
 * whole subtree summed in tonnes, litres at an assumed density, the tier with its reasons, and
 * 400/401/403/404 for bad or foreign input.
 */
let app: FastifyInstance;
let company: TestCompany;
let keyUser: SignedInTestDevice;
let employee: SignedInTestDevice;
let otherKeyUser: SignedInTestDevice;
let site: string;
let room: string;
let emptySite: string;
let otherSite: string;

beforeAll(async () => {
  app = await createTestApp();
  company = await createCompany(app, { name: 'Seveso Test GmbH' });
  keyUser = await signIn(app, company.codes.KeyUser);
  employee = await signIn(app, company.codes.User);
  const other = await createCompany(app);
  otherKeyUser = await signIn(app, other.codes.KeyUser);
  otherSite = await createLocation(app, other.id, { name: 'Their site' });
  site = await createLocation(app, company.id, { name: 'Tank farm' });
  room = await createLocation(app, company.id, { name: 'Store 1', parentId: site });
  const shelf = await createLocation(app, company.id, { name: 'Shelf', parentId: room });
  emptySite = await createLocation(app, company.id, { name: 'Office' });
  const toxic = await createProduct(app, company.id, {
    content: { name: 'Toxic gas', hStatements: [{ code: 'H331', text: '' }] },
  });
  const solvent = await createProduct(app, company.id, {
    content: { name: 'Solvent', hStatements: [{ code: 'H225', text: '' }] },
  });
  // 30 t of H2 in the room and 1 t on the shelf: 31 t / 50 t = 0.62 in group H.
  await createStockEntry(app, {
    companyId: company.id,
    locationId: room,
    productId: toxic,
    kilograms: 30_000,
  });
  await createStockEntry(app, {
    companyId: company.id,
    locationId: shelf,
    productId: toxic,
    kilograms: 1_000,
  });
  // 100 drums of 200 L of solvent: 20,000 L at 1 kg/L = 20 t.
  await app.database.db.execute(sql`
    insert into stock_entries (company_id, location_id, product_id, quantity, unit, container_size, container_unit)
    values (${company.id}, ${shelf}, ${solvent}, 100, 'pieces', 200, 'L')`);
}, 60_000);
afterAll(() => app.close());

const seveso = (device: SignedInTestDevice, id: string) =>
  asDevice(app, device, { method: 'GET', url: `/api/sites/${id}/seveso` });

describe('GET /api/sites/{id}/seveso', () => {
  it('sums the whole subtree of the site in tonnes and says what it assumed', async () => {
    const response = await seveso(keyUser, site);
    expect(response.statusCode, response.body).toBe(200);
    const report = SevesoReport.parse(response.json());
    expect(report).toMatchObject({ siteId: site, siteName: 'Tank farm', tier: 'none' });
    expect(report.categories.map((row) => [row.id, row.tonnes])).toEqual([
      ['H2', 31],
      ['P5c', 20],
    ]);
    expect(report.sums.find((sum) => sum.group === 'H')?.lowerSum).toBeCloseTo(0.62, 10);
    const solvent = report.products.find((product) => product.name === 'Solvent');
    expect(solvent?.assumptions.map((assumption) => assumption.code)).toEqual([
      'assumed-density',
      'flammable-liquid-storage-conditions',
    ]);
    expect(report.usesUnverifiedData).toBe(true);
    expect(report.source).toContain('32012L0018');
  });

  it('answers a site without stock with no tier and nothing to sum', async () => {
    const report = SevesoReport.parse((await seveso(keyUser, emptySite)).json());
    expect(report).toMatchObject({ tier: 'none', categories: [], sums: [], products: [] });
  });

  it.each([
    ['a location that is not a site', () => room],
    ['another company’s site', () => otherSite],
    ['a site that does not exist', () => '00000000-0000-4000-8000-000000000000'],
  ])('answers %s with 404', async (_case, id) => {
    const response = await seveso(keyUser, id());
    expect(response.statusCode, response.body).toBe(404);
    expect(Problem.parse(response.json()).type).toBe('not-found');
  });

  it('answers another company’s key user 404 for this site', async () => {
    const response = await seveso(otherKeyUser, site);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Tank farm');
  });

  it('refuses an id that is not a uuid with 400 validation-failed', async () => {
    const response = await seveso(keyUser, 'tank-farm');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Problem.parse(response.json()).type).toBe('validation-failed');
  });

  it('refuses an employee with 403 and no credentials with 401', async () => {
    expect((await seveso(employee, site)).statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: `/api/sites/${site}/seveso` });
    expect(anonymous.statusCode).toBe(401);
  });
});
