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

  it('names the problem document and the product once, as components the routes refer to', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json() as {
      components: { schemas: Record<string, object> };
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Problem', 'Product']),
    );
    const productById = document.paths['/api/products/{id}']?.get?.responses;
    expect(JSON.stringify(productById?.['200'])).toContain('#/components/schemas/Product');
    expect(JSON.stringify(productById?.['404'])).toContain('#/components/schemas/Problem');
    // Inlined, the document was 650 kB and took Swagger UI seconds to draw.
    expect(response.body.length).toBeLessThan(300_000);
  });

  it('has a browsable UI at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
  });
});
