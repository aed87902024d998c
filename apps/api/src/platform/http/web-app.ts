import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem, sendRouteNotFound } from './error-handler.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function isClientRoute(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (/^\/api(\/|$)/i.test(path)) return false;
  // A missing asset (/assets/x.js, /favicon.ico) is a 404, not the app shell.
  return !/\.[a-z0-9]+$/i.test(path);
}

/**
 * Serves the built web app from `webDistDir`: hashed assets cached for a year, everything else
 * revalidated, and index.html for every client route (SPA fallback). Unknown `/api` paths and
 * missing files stay problem+json 404s. The build writes brotli and gzip copies beside the files
 * (apps/web/scripts/precompress-assets.ts): they are sent as they are to a browser that accepts
 * them, with `Vary: Accept-Encoding`, and @fastify/compress leaves an answer that already has a
 * `Content-Encoding` alone (decision 0069). A file without copies is compressed on the fly.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = join(webDistDir, 'index.html');
  const isBuilt = existsSync(indexFile);

  if (isBuilt) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.startsWith(join(webDistDir, 'assets'));
        reply.header('cache-control', isHashedAsset ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  const sendShell = (request: FastifyRequest, reply: FastifyReply) => {
    if (!isBuilt) {
      return sendProblem(request, reply, 'service-unavailable', {
        detail: 'The web app is not built: run `npm run build` (npm start does it for you).',
      });
    }
    return reply.header('cache-control', REVALIDATE).sendFile('index.html', webDistDir);
  };

  app.get('/', { schema: { hide: true } }, sendShell);
  app.setNotFoundHandler((request, reply) => {
    if (isClientRoute(request)) return sendShell(request, reply);
    return sendRouteNotFound(request, reply);
  });
}
