import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLogin } from '../../testing/device-client.ts';
import { createCompany, type TestCompany } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { DISTINGUISHABLE_T, timeUntilIndistinguishable } from '../../testing/timing.ts';

let app: FastifyInstance;
let full: TestCompany;
beforeAll(async () => {
  // Hundreds of failures on purpose: no budget may step in.
  app = await createTestApp({
    seed: true,
    env: {
      LOGIN_FAILURES_PER_ADDRESS: '100000',
      LOGIN_FAILURES_GLOBAL_PER_HOUR: '100000',
    },
  });
  full = await createCompany(app, { userLicences: 0 });
});
afterAll(() => app.close());

async function failedSignIn(code: string) {
  const response = await postLogin(app, code, randomUUID());
  if (response.statusCode !== 403) throw new Error(`expected 403, got ${response.statusCode}`);
}

describe('a failed device sign-in (issue 20, finding 8)', () => {
  it(
    'takes as long for an unknown code as for a valid code without a free licence',
    {
      timeout: 300_000,
    },
    async () => {
      const { smallestT, figures } = await timeUntilIndistinguishable(
        {
          tries: 200,
          warmUp: 20,
          first: () => failedSignIn(`NOPE-${randomBytes(6).toString('hex')}`),
          second: () => failedSignIn(full.codes.User),
        },
        { first: 'unknown code', second: 'no licence' },
      );
      if (process.env.TIMING_REPORT) console.warn(`device sign-in: ${figures.join('; ')}`);
      expect(smallestT, figures.join('; ')).toBeLessThan(DISTINGUISHABLE_T);
    },
  );
});
