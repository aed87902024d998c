import { SyncResponse } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyId as companyNamed } from '../../testing/account-client.ts';
import { CALLERS, signInEveryCaller, type Caller, type Callers } from '../../testing/callers.ts';
import { createProduct } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';

/**
 * The permission matrix of `GET /api/products/sync` (decision 0052): every signed-in device,
 * integration and account reads its own company's pack, as a User sees it; naming another
 * company is a 404; the platform Admin must name one (400) and then reads it; nobody gets 401.
 */
let app: FastifyInstance;
let demoId: string;
let acmeId: string;
let draftId: string;
let send: Callers['send'];

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  ({ demoCompanyId: demoId, send } = await signInEveryCaller(app));
  acmeId = await companyNamed(app, 'Acme');
  draftId = await createProduct(app, demoId, { reviewStatus: 'Draft' });
});
afterAll(() => app.close());

const OWN: Record<Caller, string | null> = {
  anonymous: null,
  user: 'demo',
  apiKey: 'demo',
  admin: null,
  keyUser: 'demo',
  companyAdmin: 'demo',
  otherKeyUser: 'acme',
  otherCompanyAdmin: 'acme',
};

/** The status each caller gets without naming a company and naming the demo company. */
function expected(caller: Caller, namesDemo: boolean): number {
  if (caller === 'anonymous') return 401;
  if (caller === 'admin') return namesDemo ? 200 : 400;
  if (namesDemo && OWN[caller] !== 'demo') return 404;
  return 200;
}

describe('who may sync which company', () => {
  const cases = CALLERS.flatMap((caller) =>
    [false, true].map((namesDemo) => [caller, namesDemo, expected(caller, namesDemo)] as const),
  );

  it.each(cases)(
    '%s (naming the demo company: %s) answers %i',
    async (caller, namesDemo, status) => {
      const response = await send(caller, {
        method: 'GET',
        url: '/api/products/sync',
        query: namesDemo ? { companyId: demoId } : {},
      });
      expect(response.statusCode, response.body).toBe(status);
      if (status !== 200) {
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        return;
      }
      const { items } = SyncResponse.parse(response.json());
      const company = namesDemo || OWN[caller] === 'demo' ? demoId : acmeId;
      expect(items.length).toBeGreaterThan(0);
      // What a User sees, key users and the Admin included: approved, never the draft.
      expect(items.every((item) => item.reviewStatus === 'Approved')).toBe(true);
      expect(items.some((item) => item.id === draftId)).toBe(false);
      const owners = new Set(items.map((item) => item.companyId));
      expect(owners.has(company)).toBe(true);
      expect(owners.has(company === demoId ? acmeId : demoId)).toBe(false);
    },
  );
});
