import { Problem } from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../testing/test-app.ts';
import { AppError } from './app-error.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({
    env: { BODY_LIMIT_BYTES: '1024' },
    extend(instance) {
      instance.post(
        '/api/test/echo',
        {
          config: { access: 'public' },
          schema: { body: z.object({ name: z.string().min(1), count: z.number().int() }) },
        },
        async (request) => request.body,
      );
      instance.get('/api/test/crash', { config: { access: 'public' } }, async () => {
        throw new Error('database password is hunter2 at /srv/secret/path');
      });
      instance.get('/api/test/conflict', { config: { access: 'public' } }, async () => {
        throw new AppError('conflict', 'The product is already approved');
      });
      // Text the database itself refuses, past any schema: a NUL in text.
      instance.get('/api/test/nul-in-sql', { config: { access: 'public' } }, async () => {
        await instance.database.db.execute(sql`select ${'a\u0000b'}::text`);
      });
      // A database server that is not there: the connection is refused.
      instance.get('/api/test/database-gone', { config: { access: 'public' } }, async () => {
        const client = new pg.Client({ host: '127.0.0.1', port: await closedPort() });
        await client.connect();
      });
    },
  });
});

afterAll(() => app.close());

/** A local port nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function expectProblem(response: { headers: Record<string, unknown>; json(): unknown }) {
  expect(response.headers['content-type']).toContain('application/problem+json');
  return Problem.parse(response.json());
}

describe('problem+json errors', () => {
  it('answers an unknown API route with 404 route-not-found', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(expectProblem(response)).toMatchObject({ type: 'route-not-found', status: 404 });
  });

  it('answers 404 for an unknown route even when its JSON body is malformed', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/does-not-exist',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(404);
    expect(expectProblem(response).type).toBe('route-not-found');
  });

  it('answers malformed JSON with 400 malformed-request', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(expectProblem(response).type).toBe('malformed-request');
  });

  it('answers a body that breaks the schema with 400 and one error per field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: '', count: 'three' },
    });
    expect(response.statusCode).toBe(400);
    const problem = expectProblem(response);
    expect(problem.type).toBe('validation-failed');
    expect(problem.errors?.map((error) => error.path).sort()).toEqual(['body.count', 'body.name']);
  });

  it('answers a body over the limit with 413 payload-too-large', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(2048), count: 1 },
    });
    expect(response.statusCode).toBe(413);
    expect(expectProblem(response).type).toBe('payload-too-large');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'name=x',
    });
    expect(response.statusCode).toBe(415);
    expect(expectProblem(response).type).toBe('unsupported-media-type');
  });

  it('turns an AppError into its contract status with its detail', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(expectProblem(response)).toMatchObject({
      type: 'conflict',
      detail: 'The product is already approved',
    });
  });

  it('never leaks the internals of a 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    const problem = expectProblem(response);
    expect(problem.type).toBe('internal-error');
    expect(response.body).not.toMatch(/hunter2|secret|Error:|at /);
    expect(problem.requestId).toBe(response.headers['x-request-id']);
  });

  it('keeps a well-formed incoming request id and replaces a hostile one', async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'balancer-1234abcd' },
    });
    expect(kept.headers['x-request-id']).toBe('balancer-1234abcd');
    const replaced = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'evil\nlog line' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers text the database refuses with 400, never 500 (issue 20, finding 3)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/nul-in-sql' });
    expect(response.statusCode).toBe(400);
    expect(expectProblem(response).type).toBe('malformed-request');
  });

  it('answers a database out of reach with 503 and Retry-After (issue 20, finding 12)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/database-gone' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(expectProblem(response).type).toBe('service-unavailable');
  });
});
