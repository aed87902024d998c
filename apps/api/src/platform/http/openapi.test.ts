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
    // Inlined, the document was 650 kB and took Swagger UI seconds to draw. The suppliers' eight
    // calls added 12 kB with their answers as components (decision 0070). It measured 319 kB
    // before duplicates on import (decision 0068) added 5 kB: the answer's call, the question in
    // the import status, the UFI field. Sites, locations and stock (decision 0073) added 26 kB
    // for eleven calls with their answers as components; the document measured 331.6 kB
    // without them. The register of hazardous substances (decision 0076) added 3.0 kB for one
    // call with three formats; the document measured 358.4 kB without it. Seveso III per site
    // (decision 0077) added about 6 kB for one call whose answer explains every ratio; the
    // document measured 367.3 kB with it.
    expect(response.body.length).toBeLessThan(368_000);
  });

  it('says who may call each operation: none, one requirement per caller kind with its roles', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json() as {
      components: { securitySchemes: Record<string, { in?: string; name?: string }> };
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    const apiOperations = operations.filter(({ path }) => path.startsWith('/api/'));
    for (const { path, method, operation } of apiOperations) {
      expect(operation.security, `${method} ${path}`).toBeInstanceOf(Array);
    }
    expect(document.paths['/api/health']?.get?.security).toEqual([]);
    // Outside /api and its access rules: the scraper's own token (decision 0060).
    expect(document.paths['/metrics']?.get?.security).toEqual([{ MetricsToken: [] }]);
    expect(document.paths['/api/Authorization']?.post?.security).toEqual([]);
    // A device needs the two device headers and its session cookie together.
    const keepers = ['KeyUser', 'CompanyAdmin'];
    expect(document.paths['/api/vibupload']?.post?.security).toEqual([
      { AuthCode: keepers, DeviceId: keepers, DeviceSession: keepers },
      { Bearer: keepers },
    ]);
    expect(document.components.securitySchemes.DeviceSession).toMatchObject({
      in: 'cookie',
      name: 'sds_session',
    });
    // Anonymous registration or an invitation by an account.
    expect(document.paths['/api/account']?.post?.security).toContainEqual({});
    const download =
      document.paths['/api/products/{id}/download/pdfref/{reference}']?.get?.security;
    expect(download).toContainEqual({ SignedLink: [] });
  });

  it('describes every upload as a multipart form with its file and fields', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    };
    const forms = {
      '/api/vibupload': ['file', 'locale'],
      '/api/products/{id}/upload/{type}': ['file'],
      '/api/products/request': ['CompanyId', 'CompanyName', 'IsExistingProduct', 'Remarks', 'File'],
    };
    for (const [path, fields] of Object.entries(forms)) {
      const content = document.paths[path]?.post?.requestBody?.content ?? {};
      expect(Object.keys(content), path).toEqual(['multipart/form-data']);
      const schema = (content['multipart/form-data'] as { schema: { properties: object } }).schema;
      expect(Object.keys(schema.properties).sort(), path).toEqual([...fields].sort());
    }
    const sdsForm = document.paths['/api/vibupload']?.post?.requestBody?.content[
      'multipart/form-data'
    ] as { schema: { properties: { file: object }; required: string[] } };
    expect(sdsForm.schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(sdsForm.schema.required).toEqual(['file']);
  });

  it('has a browsable UI at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
  });
});
