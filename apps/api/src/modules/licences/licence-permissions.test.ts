import { CompanyLicence, Licence, LicenceAddon } from '@sds/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, signInEveryCaller, type Caller, type Callers } from '../../testing/callers.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { catalogueAddonIds, catalogueLicenceIds } from './licence-catalogue-ids.ts';

/**
 * The permission matrix of issue 10 for licences: every licence route as every kind of caller.
 * The catalogue and every write are the platform Admin's; the demo company's CompanyAdmin
 * reads its own company's licences and the add-ons on offer; another company's CompanyAdmin
 * finds the demo company's licences missing (404, their existence not revealed); devices and
 * integrations get 403; no credentials 401.
 */
let app: FastifyInstance;
let demoCompanyId: string;
let send: Callers['send'];

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  ({ demoCompanyId, send } = await signInEveryCaller(app));
});
afterAll(() => app.close());

/** Far enough ahead that the permission calls never change the demo company's totals. */
const LATER = '2998-01-01';

const newPlan = () => ({
  name: `Matrix plan ${Math.random().toString(36).slice(2, 8)}`,
  userLicences: 3,
  keyUserLicences: 1,
  durationMonths: 12,
  isAvailable: true,
});
const newAddon = () => ({
  name: `Matrix add-on ${Math.random().toString(36).slice(2, 8)}`,
  userLicences: 1,
  keyUserLicences: 0,
  isAvailable: true,
});

async function asAdmin<T>(options: InjectOptions, schema: { parse(value: unknown): T }) {
  const response = await send('admin', options);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return schema.parse(response.json());
}

/** A licence of the demo company that starts in the far future. */
const demoLicence = () =>
  asAdmin(
    {
      method: 'POST',
      url: '/api/CompanyLicenses',
      payload: {
        companyId: demoCompanyId,
        addonId: catalogueAddonIds.plusFiveUsers,
        startsOn: LATER,
      },
    },
    CompanyLicence,
  );

type Kind = 'admin-only' | 'company-read' | 'offer-read';

/** Each call with what it needs, and who may make it. */
const calls: Record<
  string,
  { kind: Kind; success: number; request: () => Promise<InjectOptions> }
> = {
  'GET /api/Licenses': {
    kind: 'admin-only',
    success: 200,
    request: async () => ({ method: 'GET', url: '/api/Licenses' }),
  },
  'POST /api/Licenses': {
    kind: 'admin-only',
    success: 201,
    request: async () => ({ method: 'POST', url: '/api/Licenses', payload: newPlan() }),
  },
  'GET /api/Licenses/{id}': {
    kind: 'admin-only',
    success: 200,
    request: async () => ({ method: 'GET', url: `/api/Licenses/${catalogueLicenceIds.team}` }),
  },
  'PUT /api/Licenses/{id}': {
    kind: 'admin-only',
    success: 200,
    request: async () => {
      const licence = await asAdmin(
        { method: 'POST', url: '/api/Licenses', payload: newPlan() },
        Licence,
      );
      return { method: 'PUT', url: `/api/Licenses/${licence.id}`, payload: newPlan() };
    },
  },
  'GET /api/LicenseAddons': {
    kind: 'offer-read',
    success: 200,
    request: async () => ({ method: 'GET', url: '/api/LicenseAddons' }),
  },
  'GET /api/LicenseAddons/{id}': {
    kind: 'offer-read',
    success: 200,
    request: async () => ({
      method: 'GET',
      url: `/api/LicenseAddons/${catalogueAddonIds.plusOneKeyUser}`,
    }),
  },
  'POST /api/LicenseAddons': {
    kind: 'admin-only',
    success: 201,
    request: async () => ({ method: 'POST', url: '/api/LicenseAddons', payload: newAddon() }),
  },
  'PUT /api/LicenseAddons/{id}': {
    kind: 'admin-only',
    success: 200,
    request: async () => {
      const addon = await asAdmin(
        { method: 'POST', url: '/api/LicenseAddons', payload: newAddon() },
        LicenceAddon,
      );
      return { method: 'PUT', url: `/api/LicenseAddons/${addon.id}`, payload: newAddon() };
    },
  },
  'POST /api/CompanyLicenses': {
    kind: 'admin-only',
    success: 201,
    request: async () => ({
      method: 'POST',
      url: '/api/CompanyLicenses',
      payload: { companyId: demoCompanyId, licenseId: catalogueLicenceIds.team, startsOn: LATER },
    }),
  },
  'POST /api/CompanyLicenses/update': {
    kind: 'admin-only',
    success: 200,
    request: async () => {
      const licence = await demoLicence();
      return {
        method: 'POST',
        url: '/api/CompanyLicenses/update',
        payload: { id: licence.id, quantity: 2, startsOn: LATER, endsOn: null, cancelled: false },
      };
    },
  },
  'GET /api/CompanyLicenses/{id}': {
    kind: 'company-read',
    success: 200,
    request: async () => ({
      method: 'GET',
      url: `/api/CompanyLicenses/${(await demoLicence()).id}`,
    }),
  },
  'GET /api/CompanyLicenses/{id}/checkstatus': {
    kind: 'company-read',
    success: 200,
    request: async () => ({
      method: 'GET',
      url: `/api/CompanyLicenses/${(await demoLicence()).id}/checkstatus`,
    }),
  },
  'GET /api/CompanyLicenses/{companyid}/updatelicenses': {
    kind: 'company-read',
    success: 200,
    request: async () => ({
      method: 'GET',
      url: `/api/CompanyLicenses/${demoCompanyId}/updatelicenses`,
    }),
  },
  'GET /api/Companies/{companyId}/licenses': {
    kind: 'company-read',
    success: 200,
    request: async () => ({ method: 'GET', url: `/api/Companies/${demoCompanyId}/licenses` }),
  },
};

/** What each caller gets: the call's success, or a refusal. */
function expectedStatus(call: string, caller: Caller): number {
  const { kind, success } = calls[call]!;
  switch (caller) {
    case 'anonymous':
      return 401;
    case 'user':
    case 'keyUser':
    case 'otherKeyUser':
    case 'apiKey':
      return 403;
    case 'admin':
      return success;
    case 'companyAdmin':
      return kind === 'admin-only' ? 403 : success;
    case 'otherCompanyAdmin':
      return kind === 'admin-only' ? 403 : kind === 'company-read' ? 404 : success;
  }
}

describe('who may call the licence routes', () => {
  const cases = Object.keys(calls).flatMap((call) =>
    CALLERS.map((caller) => [call, caller, expectedStatus(call, caller)] as const),
  );

  it.each(cases)('%s as %s answers %i', async (call, caller, status) => {
    const response = await send(caller, await calls[call]!.request());
    expect(response.statusCode, response.body).toBe(status);
  });

  it('left the demo company’s totals as the seed gave them', async () => {
    const response = await send('admin', {
      method: 'GET',
      url: `/api/CompanyLicenses/${demoCompanyId}/updatelicenses`,
    });
    expect(response.json()).toMatchObject({ userLicences: 25, keyUserLicences: 5 });
  });
});
