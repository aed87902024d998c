import { HealthResponse, ReadyResponse } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';

let app: FastifyInstance;
afterEach(() => app.close());

describe('health and readiness', () => {
  it('reports the process alive with its version', async () => {
    app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(HealthResponse.parse(response.json())).toMatchObject({ status: 'ok', version: '0.1.0' });
  });

  it('reports ready while the database answers', async () => {
    app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(ReadyResponse.parse(response.json())).toMatchObject({ status: 'ready', database: 'up' });
  });

  it('reports unavailable with 503 once the database is gone', async () => {
    app = await createTestApp();
    await app.database.close();
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(ReadyResponse.parse(response.json())).toMatchObject({ database: 'down' });
  });

  it('matches routes case-insensitively, as the original call list mixes Companies and companies', async () => {
    app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/API/Health' });
    expect(response.statusCode).toBe(200);
  });
});
