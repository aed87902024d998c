import { CompanyLicenceListResponse, ResetPasswordResponse } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, accessTokenOf, asAccount } from '../../testing/account-client.ts';
import { postLogin } from '../../testing/device-client.ts';
import { lastLinkTokenTo } from '../../testing/outbox.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { catalogueLicenceIds } from './licence-catalogue-ids.ts';
import { licenceToday } from './licence-dates.ts';

let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await accessTokenOf(app, DEMO_ACCOUNTS.admin);
});
afterAll(() => app.close());

let serial = 0;

/**
 * Registers a company through the e-mailed link, as a visitor does
 * (docs/product/roles-and-access.md#accounts).
 */
async function registerCompany(companyName: string) {
  const email = `free-${Date.now()}-${(serial += 1)}@example.com`;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/account',
    payload: { companyName, name: 'Owner', email },
    remoteAddress: `10.9.0.${serial}`,
  });
  expect(registered.statusCode).toBe(202);
  const done = await app.inject({
    method: 'POST',
    url: '/api/account/reset',
    payload: { token: await lastLinkTokenTo(app, email), password: 'a free company 2026' },
  });
  expect(done.statusCode, done.body).toBe(200);
  const result = ResetPasswordResponse.parse(done.json());
  if (result.kind !== 'registration') throw new Error('expected a registration');
  return result;
}

async function licencesOf(companyId: string) {
  const response = await asAccount(app, admin, {
    method: 'GET',
    url: `/api/Companies/${companyId}/licenses`,
  });
  return CompanyLicenceListResponse.parse(response.json());
}

describe('registration', () => {
  it('gives a new company the catalogue’s Free licence, without end, and its totals', async () => {
    const company = await registerCompany('Vrije Verf B.V.');
    const { items, totals } = await licencesOf(company.companyId);
    expect(items).toEqual([
      expect.objectContaining({
        licenseId: catalogueLicenceIds.free,
        name: 'Free',
        quantity: 1,
        startsOn: licenceToday(),
        endsOn: null,
        status: 'Active',
        grants: { userLicences: 5, keyUserLicences: 1 },
      }),
    ]);
    expect(totals).toEqual({ companyId: company.companyId, userLicences: 5, keyUserLicences: 1 });
    expect((await postLogin(app, company.codes.keyUserCode)).statusCode).toBe(200);
    expect((await postLogin(app, company.codes.keyUserCode)).statusCode).toBe(403);
  });

  it('still gives Free after the Admin withdrew it from the catalogue', async () => {
    const withdrawn = await asAccount(app, admin, {
      method: 'PUT',
      url: `/api/Licenses/${catalogueLicenceIds.free}`,
      payload: {
        name: 'Free',
        userLicences: 5,
        keyUserLicences: 1,
        durationMonths: null,
        isAvailable: false,
      },
    });
    expect(withdrawn.statusCode).toBe(200);
    const company = await registerCompany('Late Starter Ltd.');
    const { totals } = await licencesOf(company.companyId);
    expect(totals).toMatchObject({ userLicences: 5, keyUserLicences: 1 });
  });
});
