import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';

let app: FastifyInstance;
let dist: string;
const shell =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'sds-web-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), shell);
  await writeFile(join(dist, 'assets', 'index-abc123.js'), `console.log(${'"x",'.repeat(2000)});`);
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What apps/web/scripts/precompress-assets.ts leaves beside a file of the build.
  const framework = Buffer.from(`export const words = [${'"hazard",'.repeat(3000)}];`);
  await writeFile(join(dist, 'assets', 'framework-def456.js'), framework);
  const brotli = brotliCompressSync(framework, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  });
  await writeFile(join(dist, 'assets', 'framework-def456.js.br'), brotli);
  await writeFile(
    join(dist, 'assets', 'framework-def456.js.gz'),
    gzipSync(framework, { level: 9 }),
  );
  app = await createTestApp({
    env: { WEB_DIST_DIR: dist, MONITORING_DSN: 'https://key@monitoring.example.com/4' },
  });
});

afterAll(() => app.close());

describe('serving the web app', () => {
  it.each(['/', '/login', '/search', '/product/7f3c', '/Audit', '/admin/companies'])(
    'answers the client route %s with the app shell, revalidated on every load',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it.each([
    ['br', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
    ['gzip, deflate, br, zstd', 'br', '.br'],
  ])(
    "sends the build's precompressed copy as it is to Accept-Encoding: %s",
    async (acceptEncoding, encoding, extension) => {
      const response = await app.inject({
        method: 'GET',
        url: '/assets/framework-def456.js',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Byte for byte the file the build wrote: not compressed again on the way out.
      const copy = await readFile(join(dist, 'assets', `framework-def456.js${extension}`));
      expect(response.rawPayload.equals(copy)).toBe(true);
    },
  );

  it('sends the file itself to a browser that accepts no compression', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/framework-def456.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toContain('accept-encoding');
    const file = await readFile(join(dist, 'assets', 'framework-def456.js'));
    expect(response.rawPayload.equals(file)).toBe(true);
  });

  it('answers a missing asset with a 404 problem, not the app shell', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('sends a strict Content-Security-Policy that allows the monitoring service', async () => {
    const response = await app.inject({ method: 'GET', url: '/login' });
    const policy = String(response.headers['content-security-policy']);
    // WebAssembly may compile (the scanner, decision 0055); JavaScript eval and inline script may not.
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'self' https://monitoring.example.com");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(?:eval|inline)'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('serves the runtime configuration the web app starts from', async () => {
    const response = await app.inject({ method: 'GET', url: '/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      apiBaseUrl: '',
      webHost: 'http://localhost:8080',
      imageStorageBaseUrl: '/api',
      monitoringKey: 'https://key@monitoring.example.com/4',
      environment: 'test',
      release: '0.1.0',
      webPushPublicKey: expect.stringMatching(/^B[\w-]{86}$/),
      production: false,
    });
  });
});

describe('when the web app is not built', () => {
  it('says how to build it instead of a blank page', async () => {
    const bare = await createTestApp({ env: { WEB_DIST_DIR: '/nonexistent/dist' } });
    const response = await bare.inject({ method: 'GET', url: '/login' });
    await bare.close();
    expect(response.statusCode).toBe(503);
    expect(response.json().detail).toContain('npm run build');
  });
});
