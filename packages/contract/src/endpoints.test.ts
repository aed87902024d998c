import { describe, expect, it } from 'vitest';
import { AUTHORIZATION_PATH } from './authorization.ts';
import { endpointParameters, endpoints, type Endpoint } from './endpoints.ts';

const table = Object.entries(endpoints) as [string, Endpoint][];

/**
 * The original call list (docs/product/wire-conventions.md#routes) call by call: 3 login/logout, 22
 * product, 33 company (incl. licences and locales), 17 subscription/push/feedback/upload and 12
 * account calls.
 */
const SPEC_CALL_COUNT = 3 + 22 + 33 + 17 + 12;

/**
 * The required path parameters (docs/product/wire-conventions.md#required-parameters); the call
 * list writes `companyid` once in lower case.
 */
const SPEC_PARAMETERS = [
  'id',
  'articleNumber',
  'locale',
  'type',
  'validation',
  'imagereference',
  'reference',
  'masterCode',
  'companyId',
  'productId',
  'hubName',
];

describe('endpoint table', () => {
  it('holds every call of the original call list exactly once', () => {
    expect(table).toHaveLength(SPEC_CALL_COUNT);
    // Routes match case-insensitively (docs/product/wire-conventions.md#routes), so no two may
    // differ by case alone.
    const routes = table.map(([, { method, path }]) => `${method} ${path.toLowerCase()}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.each(table)('%s has a full /api path with well-formed parameters', (_name, endpoint) => {
    expect(endpoint.path).toMatch(/^\/api\/[A-Za-z]/);
    expect(endpoint.path).not.toMatch(/\/$|\/\/|\s|\?/);
    for (const segment of endpoint.path.split('/').slice(1)) {
      // A segment is either literal text or exactly one whole `{name}`.
      expect(segment).toMatch(/^(?:[A-Za-z]+|\{[A-Za-z]+\})$/);
    }
    const parameters = endpointParameters(endpoint.path);
    expect(new Set(parameters).size, 'a name used twice').toBe(parameters.length);
    const known = SPEC_PARAMETERS.map((name) => name.toLowerCase());
    for (const name of parameters) expect(known).toContain(name.toLowerCase());
  });

  it('marks exactly the multipart calls with their file field', () => {
    const multipart = table
      .filter(([, endpoint]) => endpoint.file !== undefined)
      .map(([, { method, path, file }]) => `${method} ${path} ${file}`);
    expect(multipart.sort()).toEqual([
      'POST /api/products/request File',
      'POST /api/products/{id}/upload/{type} file',
      'POST /api/vibupload file',
    ]);
  });

  it('keeps the casing of the original call list', () => {
    expect(endpoints.companiesGet.path).toBe('/api/Companies/{id}');
    expect(endpoints.companyLicensesCheckStatus.path).toBe('/api/CompanyLicenses/{id}/checkstatus');
    expect(endpoints.companyLicensesUpdateLicenses.path).toBe(
      '/api/CompanyLicenses/{companyid}/updatelicenses',
    );
    expect(endpoints.companyLocalesList.path).toBe('/api/companies/{companyId}/locale');
    expect(endpoints.productsByArticleNumber.path).toBe(
      '/api/products/articlenumber/{articleNumber}/{locale}',
    );
  });

  it('uses the login route of the authorization contract', () => {
    const authorization = table.filter(([, endpoint]) => endpoint.path === AUTHORIZATION_PATH);
    expect(authorization.map(([, endpoint]) => endpoint.method).sort()).toEqual([
      'DELETE',
      'POST',
      'PUT',
    ]);
  });
});
