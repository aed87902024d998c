import { Licence } from '@sds/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../platform/db/schema.ts';
import { DEMO_ACCOUNTS, accessTokenOf, asAccount } from '../../testing/account-client.ts';
import { createCompany } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { licenceToday } from './licence-dates.ts';
import { readGrantedTotals } from './licence-totals.ts';

/**
 * Catalogue changes and grants of the same licence at once (decision 0024's lock order). On
 * PostgreSQL they truly overlap; on the embedded database they take turns, same outcome.
 */
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await accessTokenOf(app, DEMO_ACCOUNTS.admin);
});
afterAll(() => app.close());

const as = (options: InjectOptions) => asAccount(app, admin, options);
const plan = (userLicences: number) => ({
  name: 'Raced plan',
  userLicences,
  keyUserLicences: 1,
  durationMonths: null,
  isAvailable: true,
});

describe('licence writes at the same time', () => {
  it('never deadlock, and leave every company’s totals equal to what it holds', async () => {
    const created = await as({ method: 'POST', url: '/api/Licenses', payload: plan(1) });
    const licence = Licence.parse(created.json());
    const holders = await Promise.all(Array.from({ length: 6 }, () => createCompany(app)));
    const grants = holders.map((company) =>
      as({
        method: 'POST',
        url: '/api/CompanyLicenses',
        payload: { companyId: company.id, licenseId: licence.id, startsOn: licenceToday() },
      }),
    );
    const changes = [2, 3, 4].map((users) =>
      as({ method: 'PUT', url: `/api/Licenses/${licence.id}`, payload: plan(users) }),
    );
    const responses = await Promise.all([...grants, ...changes]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      ...Array(3).fill(200),
      ...Array(6).fill(201),
    ]);
    for (const company of holders) {
      const [stored] = await app.database.db
        .select({
          userLicences: companies.userLicenceCount,
          keyUserLicences: companies.keyUserLicenceCount,
        })
        .from(companies)
        .where(eq(companies.id, company.id));
      expect(stored).toEqual(await readGrantedTotals(app.database.db, company.id));
    }
  });
});
