import { Problem } from '@sds/contract';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDevice, signIn, type SignedInTestDevice } from '../../../testing/device-client.ts';
import { createCompany, createProduct, type TestCompany } from '../../../testing/factories.ts';
import { createLocation, createStockEntry } from '../../../testing/inventory-factories.ts';
import { canInspectPdfs, pdfText } from '../../../testing/pdf-inspection.ts';
import { createTestApp } from '../../../testing/test-app.ts';

/**
 * The register of hazardous substances (decision 0076) through HTTP: each format read back
 * (exceljs, csv-parse, pdftotext), narrowed to a site or a location, titled in the asked
 * language, and refused with 400 or 404 for bad or foreign input. PGlite and PostgreSQL.
 */
let app: FastifyInstance;
let company: TestCompany;
let keyUser: SignedInTestDevice;
let otherKeyUser: SignedInTestDevice;
const places: Record<string, string> = {};
let otherSite: string;
let otherRoom: string;

beforeAll(async () => {
  app = await createTestApp();
  company = await createCompany(app, { name: 'Register Test GmbH' });
  keyUser = await signIn(app, company.codes.KeyUser);
  const other = await createCompany(app);
  otherKeyUser = await signIn(app, other.codes.KeyUser);
  otherSite = await createLocation(app, other.id, { name: 'Their site' });
  otherRoom = await createLocation(app, other.id, { name: 'Their room', parentId: otherSite });
  places.north = await createLocation(app, company.id, { name: 'North plant' });
  places.lab = await createLocation(app, company.id, { name: 'Lab 2', parentId: places.north });
  places.cabinet = await createLocation(app, company.id, {
    name: 'Cabinet A',
    parentId: places.lab,
  });
  places.south = await createLocation(app, company.id, { name: 'South depot' });
  const formalin = await createProduct(app, company.id, {
    content: {
      name: 'Formalin 37 %',
      supplier: 'Chemie Nord AG',
      revisionDate: '2025-03-01',
      signalWord: 'Danger',
      pictograms: ['GHS05', 'GHS06', 'GHS08'],
      hStatements: [
        { code: 'H301', text: '' },
        { code: 'H350', text: '' },
        { code: 'EUH071', text: '' },
      ],
      storageClass: '6.1D',
      casNumbers: ['50-00-0', '117-81-7'],
    },
  });
  const acetone = await createProduct(app, company.id, {
    content: {
      name: 'Acetone',
      supplier: 'Solvents Ltd',
      signalWord: 'Warning',
      pictograms: ['GHS02'],
      hStatements: [{ code: 'H225', text: '' }],
      storageClass: '3',
      casNumbers: ['67-64-1'],
    },
  });
  const notStocked = await createProduct(app, company.id, { content: { name: 'Not stocked' } });
  void notStocked;
  const stock = (locationId: string, productId: string, kilograms: number) =>
    createStockEntry(app, { companyId: company.id, locationId, productId, kilograms });
  await stock(places.cabinet, formalin, 2.5);
  await stock(places.cabinet, formalin, 1);
  await stock(places.lab, formalin, 10);
  await stock(places.south, acetone, 200);
}, 60_000);
afterAll(() => app.close());

function register(query: Record<string, string>, headers: Record<string, string> = {}) {
  return asDevice(app, keyUser, {
    method: 'GET',
    url: `/api/companies/${company.id}/register`,
    query,
    headers,
  });
}

async function xlsxRows(buffer: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
  });
  return rows;
}

describe('GET /api/companies/{id}/register', () => {
  it('streams the whole company as XLSX: one row per product in stock, by name, with its flags', async () => {
    const response = await register({ format: 'xlsx' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['cache-control']).toContain('no-store');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment;/);
    const today = new Date().toISOString().slice(0, 10);
    expect(decodeURIComponent(disposition)).toContain(
      `Register Test GmbH – Register of hazardous substances ${today}.xlsx`,
    );
    const rows = await xlsxRows(response.rawPayload);
    expect(rows[0]).toEqual([
      'Product',
      'Supplier',
      'SDS revision date',
      'Signal word',
      'Pictograms',
      'H/EUH statements',
      'Storage class',
      'Quantities per location',
      'SVHC (Candidate List)',
      'CMR 1A/1B',
      'Authorisation (REACH Annex XIV)',
      'Restriction (REACH Annex XVII)',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Acetone', 'Formalin 37 %']);
    expect(rows[1]?.slice(1, 8)).toEqual([
      'Solvents Ltd',
      '2026-01-15',
      'WARNING',
      'GHS02',
      'H225',
      '3',
      'South depot: 200 kg',
    ]);
    expect(rows[1]?.slice(8).join('')).toBe('');
    expect(rows[2]).toEqual([
      'Formalin 37 %',
      'Chemie Nord AG',
      '2025-03-01',
      'DANGER',
      'GHS05, GHS06, GHS08',
      'H301, H350, EUH071',
      '6.1D',
      'North plant › Lab 2: 10 kg\nNorth plant › Lab 2 › Cabinet A: 3.5 kg',
      '117-81-7 (57c;57f-ENV;57f-HH)',
      '50-00-0 Carc. 1B\n117-81-7 Repr. 1B',
      '117-81-7 (2015-02-21)',
      '50-00-0 (77)\n117-81-7 (51)',
    ]);
  });

  it('narrows to a site as CSV, titled in the Accept-Language language', async () => {
    const response = await register(
      { format: 'csv', site: places.north! },
      { 'accept-language': 'de-DE,de;q=0.9' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parseCsv(response.rawPayload, { bom: true }) as string[][];
    expect(rows[0]?.[0]).toBe('Produkt');
    expect(rows.slice(1).map((row) => [row[0], row[3], row[7]])).toEqual([
      [
        'Formalin 37 %',
        'GEFAHR',
        'North plant › Lab 2: 10 kg\nNorth plant › Lab 2 › Cabinet A: 3,5 kg',
      ],
    ]);
  });

  it('narrows to a location and its sublocations; `locale` wins over Accept-Language', async () => {
    const response = await register(
      { format: 'csv', location: places.cabinet!, locale: 'fr-FR' },
      { 'accept-language': 'de' },
    );
    const rows = parseCsv(response.rawPayload, { bom: true }) as string[][];
    expect(rows[0]?.[0]).toBe('Produit');
    expect(rows.slice(1).map((row) => row[7])).toEqual(['North plant › Lab 2 › Cabinet A: 3,5 kg']);
  });

  it('answers a scope without stock with the header row alone', async () => {
    const empty = await createLocation(app, company.id, { name: 'Empty store' });
    const rows = parseCsv((await register({ format: 'csv', site: empty })).rawPayload, {
      bom: true,
    }) as string[][];
    expect(rows).toHaveLength(1);
  });

  it.skipIf(!canInspectPdfs)('prints the register as a PDF table with its scope', async () => {
    const response = await register({ format: 'pdf', site: places.north!, locale: 'en-US' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Register of hazardous substances');
    expect(text).toContain('Register Test GmbH — North plant');
    expect(text).toContain('Formalin 37 %');
    expect(text).toContain('Carc.');
    expect(text).toContain('Repr. 1B');
    expect(text).toMatch(/Cabinet A:\s+3\.5\s+kg/);
    expect(text).not.toContain('Acetone');
  });

  it.each([
    ['an unknown format', { format: 'docx' }],
    ['no format', {}],
    ['a site that is not a uuid', { format: 'csv', site: 'north' }],
    ['a location that is not a uuid', { format: 'csv', location: '1; drop table x' }],
    ['an unknown locale', { format: 'csv', locale: 'xx-XX' }],
  ])('refuses %s with 400 validation-failed', async (_case, query) => {
    const response = await register(query as Record<string, string>);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Problem.parse(response.json()).type).toBe('validation-failed');
  });

  it.each([
    ['another company’s site', () => ({ site: otherSite })],
    ['another company’s location', () => ({ location: otherRoom })],
    [
      'an own site with another company’s location',
      () => ({ site: places.north!, location: otherRoom }),
    ],
    [
      'an own location outside the given site',
      () => ({ site: places.south!, location: places.lab! }),
    ],
    ['a location given as the site', () => ({ site: places.lab! })],
    ['a site that does not exist', () => ({ site: '00000000-0000-4000-8000-000000000000' })],
  ])('answers %s with 404', async (_case, scope) => {
    const response = await register({ format: 'xlsx', ...scope() });
    expect(response.statusCode, response.body).toBe(404);
    expect(Problem.parse(response.json()).type).toBe('not-found');
  });

  it('has no HEAD, which would read the whole register to send nothing', async () => {
    const response = await asDevice(app, keyUser, {
      method: 'HEAD',
      url: `/api/companies/${company.id}/register?format=pdf`,
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers another company’s key user 404 for this company’s register', async () => {
    const response = await asDevice(app, otherKeyUser, {
      method: 'GET',
      url: `/api/companies/${company.id}/register?format=csv`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Formalin');
  });
});
