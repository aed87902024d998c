import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(() => app.close());

describe('the OpenAPI document', () => {
  it('is served as JSON at /api/docs/json and lists every API route', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, object> };
    expect(document.openapi).toBe('3.1.0');
    const apiRoutes = app
      .registeredRoutes()
      .filter((route) => /^\/api\//.test(route.url) && !route.url.startsWith('/api/docs'))
      .filter((route) => !route.isHidden && route.method !== 'HEAD');
    expect(apiRoutes.length).toBeGreaterThan(0);
    for (const route of apiRoutes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(document.paths[path], `${route.method} ${path}`).toHaveProperty(
        route.method.toLowerCase(),
      );
    }
  });

  it('has a browsable UI at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
  });
});
