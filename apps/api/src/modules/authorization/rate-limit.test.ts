import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { postLogin } from '../../testing/device-client.ts';
import { createCompany } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: FastifyInstance;
afterEach(() => app.close());

const from = (address: string, forwardedFor?: string) => ({
  remoteAddress: address,
  ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
});

describe('failed-login limits (docs/product/security.md#sign-in-limits)', () => {
  it('allows 30 failures per address in 15 minutes, then 429 with Retry-After', async () => {
    app = await createTestApp({ seed: true });
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const response = await postLogin(app, `WRONG-${attempt}`, randomUUID(), from('10.1.1.1'));
      expect(response.statusCode).toBe(403);
    }
    const blocked = await postLogin(app, 'DEMO-USER-2026', randomUUID(), from('10.1.1.1'));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().type).toBe('rate-limited');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Another site is not affected.
    expect(
      (await postLogin(app, 'DEMO-USER-2026', randomUUID(), from('10.2.2.2'))).statusCode,
    ).toBe(200);
  });

  it('is not reset by a forged X-Forwarded-For', async () => {
    app = await createTestApp({ seed: true, env: { LOGIN_FAILURES_PER_ADDRESS: '3' } });
    for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      await postLogin(app, 'WRONG', randomUUID(), from('10.3.3.3', forged));
    }
    const blocked = await postLogin(app, 'WRONG', randomUUID(), from('10.3.3.3', '4.4.4.4'));
    expect(blocked.statusCode).toBe(429);
  });

  it('counts failures per deviceGuid and code across addresses, a valid code like an unknown one', async () => {
    app = await createTestApp({ seed: true });
    const full = await createCompany(app, { userLicences: 0 });
    const guid = randomUUID();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await postLogin(app, 'WRONG', guid, from(`10.4.0.${attempt}`));
      await postLogin(app, full.codes.User, guid, from(`10.4.2.${attempt}`));
    }
    const unknown = await postLogin(app, 'wrong', guid, from('10.4.1.1'));
    const noLicence = await postLogin(app, full.codes.User, guid, from('10.4.1.2'));
    expect([unknown.statusCode, noLicence.statusCode]).toEqual([429, 429]);
    expect(Number(unknown.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(noLicence.headers['retry-after'])).toBeGreaterThan(800);
    // The device's own code still signs in; the code from another device is not blocked.
    expect((await postLogin(app, 'DEMO-USER-2026', guid, from('10.4.1.3'))).statusCode).toBe(200);
    expect((await postLogin(app, 'WRONG', randomUUID(), from('10.4.1.4'))).statusCode).toBe(403);
  });

  it('has a global budget across every address and device', async () => {
    app = await createTestApp({ seed: true, env: { LOGIN_FAILURES_GLOBAL_PER_HOUR: '5' } });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await postLogin(app, 'WRONG', randomUUID(), from(`10.5.0.${attempt}`));
    }
    const blocked = await postLogin(app, 'DEMO-USER-2026', randomUUID(), from('10.5.1.1'));
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it('never counts a successful sign-in', async () => {
    app = await createTestApp({ env: { LOGIN_FAILURES_PER_ADDRESS: '3' } });
    const company = await createCompany(app, { userLicences: 50 });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect(
        (await postLogin(app, company.codes.User, randomUUID(), from('10.6.6.6'))).statusCode,
      ).toBe(200);
    }
  });
});
