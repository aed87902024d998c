import { ProblemType } from '@sds/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { FUZZ_CALLERS, FuzzCallers, knownIdsOf } from '../../testing/fuzz/fuzz-callers.ts';
import { requestsFor, type FuzzRequest } from '../../testing/fuzz/fuzz-requests.ts';
import {
  operationsOf,
  schemaResolver,
  type OpenApiDocument,
} from '../../testing/fuzz/openapi-operations.ts';
import { seedInventory } from '../../testing/inventory-factories.ts';
import { createTestApp } from '../../testing/test-app.ts';

/**
 * Schema-driven fuzzing of every route in the OpenAPI document (issue 20): hostile values at
 * every place the schema names, broken JSON and multipart, ids that exist and ids that attack,
 * from every kind of caller. A route added later is fuzzed without anyone listing it.
 * `FUZZ_RUNS` sets the requests per operation (a long run: FUZZ_RUNS=2000), `FUZZ_SEED`
 * replays a failure.
 */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 16);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const SLOWEST_ANSWER_MS = 5_000;
/** Each request may take its 5 s; most take milliseconds, so this bounds only a stuck run. */
const OPERATION_TIME_LIMIT_MS = 30_000 + RUNS_PER_OPERATION * 1_000;

async function startFuzzedApp() {
  // With a metrics token, so /metrics is fuzzed through its token check, not its 404 (0060).
  const app = await createTestApp({
    seed: true,
    seedDocuments: true,
    env: { METRICS_TOKEN: 'fuzzed-metrics-token-0123456789abcdef' },
  });
  // A site, a room and a stock entry, so the inventory's calls are fuzzed with ids that exist.
  const callers = await FuzzCallers.of(app);
  await seedInventory(app, callers.demoCompanyId);
  return { app, callers, knownIds: await knownIdsOf(app) };
}

let fixture = await startFuzzedApp();
const document = fixture.app.swagger() as unknown as OpenApiDocument;
const resolve = schemaResolver(document);
const operations = operationsOf(document);

afterAll(() => fixture.app.close());

/** A fresh seeded app when a fuzzed call deleted the demo company or reset its codes. */
async function ensureCallers(): Promise<void> {
  try {
    await fixture.callers.refresh();
  } catch {
    await fixture.app.close();
    fixture = await startFuzzedApp();
  }
}

/** The request and answer, cut to what a reader needs to replay it. */
function describeFailure(request: FuzzRequest, response: LightMyRequestResponse): string {
  const cut = (text: string, length = 200) =>
    text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text;
  const headers = Object.entries(request.headers).map(
    ([name, value]) => `${name}: ${cut(value, 60)}`,
  );
  const payload = request.payload === undefined ? '' : cut(String(request.payload));
  return `${request.method} ${cut(request.url)} [${headers.join('; ')}] ${payload}\n→ ${response.statusCode} ${cut(response.body, 400)}`;
}

function expectProblemDocument(request: FuzzRequest, response: LightMyRequestResponse): void {
  const context = describeFailure(request, response);
  expect(response.statusCode, context).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(response.headers['content-type'], context).toMatch(/^application\/problem\+json/);
  const problem = response.json() as { type: string; status: number };
  expect(ProblemType.options, context).toContain(problem.type);
  expect(problem.status, context).toBe(response.statusCode);
}

/** fast-check's report quotes whole counterexamples (10 kB strings): the start tells enough. */
async function assertCompactly(...args: Parameters<typeof fc.assert>): Promise<void> {
  try {
    await fc.assert(...args);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      message.replace(/"[^"]{300,}"/g, (text) => `${text.slice(0, 120)}…"`),
      { cause: error },
    );
  }
}

describe.sequential('every route under hostile input', () => {
  it('finds the routes in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(100);
    const multipart = operations.filter((operation) => operation.body?.kind === 'multipart');
    expect(multipart.map((operation) => operation.path).sort()).toEqual([
      '/api/products/request',
      '/api/products/{id}/upload/{type}',
      '/api/supplier-upload',
      '/api/vibupload',
    ]);
  });

  // Before each operation, not inside its time: a fresh seeded app (with its documents) took
  // over a minute on a machine loaded 15 deep.
  beforeEach(ensureCallers, 180_000);

  for (const operation of operations) {
    it(
      `${operation.method} ${operation.path}: never 5xx, always a problem, within 5 s`,
      async () => {
        const { callers, knownIds } = fixture;
        await assertCompactly(
          fc.asyncProperty(
            fc.constantFrom(...FUZZ_CALLERS),
            requestsFor(operation, resolve, { ids: knownIds }),
            fc.ipV4().filter((address) => address !== '127.0.0.1'),
            async (caller, request, address) => {
              const started = performance.now();
              const response = await callers.send(caller, request, address);
              const elapsed = performance.now() - started;
              expectProblemDocument(request, response);
              expect(elapsed, describeFailure(request, response)).toBeLessThan(SLOWEST_ANSWER_MS);
              // Prototype pollution would show on every object of the process.
              expect(({} as Record<string, unknown>).polluted).toBeUndefined();
              expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
            },
          ),
          { numRuns: RUNS_PER_OPERATION, seed: SEED, endOnFailure: true },
        );
      },
      OPERATION_TIME_LIMIT_MS,
    );
  }
});
