import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { DISTINGUISHABLE_T, timeUntilIndistinguishable } from '../../testing/timing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

let requests = 0;
/** A public mail call from an address of its own (each address has 10 an hour). */
async function ask(url: string, email: string) {
  requests += 1;
  const response = await app.inject({
    method: 'POST',
    url,
    payload: { email },
    remoteAddress: `10.80.${Math.floor(requests / 250)}.${requests % 250}`,
  });
  if (response.statusCode !== 202) throw new Error(`expected 202, got ${response.statusCode}`);
}

describe('the public mail calls (issue 20, finding 8)', () => {
  it(
    'answer account/forgot as fast for an address with an account as for one without',
    {
      timeout: 300_000,
    },
    async () => {
      const { smallestT, figures } = await timeUntilIndistinguishable(
        {
          tries: 200,
          warmUp: 20,
          first: () => ask('/api/account/forgot', 'owner@demo-chemicals.example'),
          second: () => ask('/api/account/forgot', 'owner@demo-chemicalz.example'),
          // The e-mail an answer left to write is not part of the next try's time.
          settle: () => app.mailer.settled(),
        },
        { first: 'account', second: 'no account' },
      );
      if (process.env.TIMING_REPORT) console.warn(`account/forgot: ${figures.join('; ')}`);
      expect(smallestT, figures.join('; ')).toBeLessThan(DISTINGUISHABLE_T);
    },
  );
});
