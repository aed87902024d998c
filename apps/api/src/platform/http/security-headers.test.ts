import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';

describe('security headers', () => {
  let app: FastifyInstance;
  let production: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
    production = await createTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await app.close();
    await production.close();
  });

  it('go with every answer: API, problems, refusals by access control, the web app', async () => {
    for (const url of ['/api/health', '/api/no-such-route', '/api/products', '/login']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('send HSTS in production only', async () => {
    const inProduction = await production.inject({ method: 'GET', url: '/api/health' });
    expect(inProduction.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const inDevelopment = await app.inject({ method: 'GET', url: '/api/health' });
    expect(inDevelopment.headers['strict-transport-security']).toBeUndefined();
  });
});
