// What makes two API processes and two workers one portal (issue 27 point 5): a session made on
// one process works on the other, failed sign-ins count once for both, imports are shared out
// among the workers, and a device revoked through one process is refused by the other at once.
import { randomUUID } from 'node:crypto';
import { ImportStatusResponse, TokenResponse, VibUploadResponse } from '@sds/contract';
import { loginPayload } from '../../apps/api/src/testing/device-client.ts';
import { buildSdsPdf } from '../../apps/api/src/testing/sds-pdf-fixtures.ts';
import { signInOverHttp, type HttpDevice } from '../../apps/api/src/testing/server-process.ts';
import type { Cluster } from './cluster.ts';

const DEMO_USER_CODE = 'DEMO-USER-2026';
const DEMO_KEY_USER_CODE = 'DEMO-KEY-2026';
const DEMO_OWNER = { email: 'owner@demo-chemicals.example', password: 'demo-owner-2026' };
/** LOGIN_FAILURES_PER_DEVICE's default. */
const FAILURES_PER_DEVICE = 10;

export class ScaleOutCheckFailed extends Error {}

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new ScaleOutCheckFailed(message);
}

async function searchStatus(base: string, device: HttpDevice): Promise<number> {
  const response = await fetch(`${base}/api/products?search=`, { headers: device.headers });
  await response.arrayBuffer();
  return response.status;
}

/** Signs in on the first process, reads on the second. */
async function sessionOnBoth(cluster: Cluster) {
  const [first, second] = cluster.apis as [string, string];
  const device = await signInOverHttp(first, DEMO_USER_CODE);
  const statuses = [await searchStatus(first, device), await searchStatus(second, device)];
  check(
    statuses.every((status) => status === 200),
    `a session on both: ${statuses.join(', ')}`,
  );
  return { signedInOn: 'api-1', readOn: ['api-1', 'api-2'], statuses };
}

/** Wrong codes from one device, alternating between the processes: one budget, not two. */
async function sharedFailureLimit(cluster: Cluster) {
  const deviceGuid = randomUUID();
  const statuses: number[] = [];
  for (let attempt = 0; attempt < FAILURES_PER_DEVICE + 2; attempt += 1) {
    const base = cluster.apis[attempt % 2] as string;
    const response = await fetch(`${base}/api/Authorization`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(loginPayload('WRONG-CODE-2026', deviceGuid)),
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  const refused = statuses.slice(0, FAILURES_PER_DEVICE);
  const limited = statuses.slice(FAILURES_PER_DEVICE);
  check(
    refused.every((status) => status !== 429) && limited.every((status) => status === 429),
    `failed sign-ins shared by both processes: ${statuses.join(', ')}`,
  );
  return { attempts: statuses.length, firstLimitedAttempt: FAILURES_PER_DEVICE + 1, statuses };
}

async function upload(base: string, device: HttpDevice, index: number) {
  const pdf = await buildSdsPdf({
    language: 'en',
    product: { articleNumber: `SCALE-${index}-${randomUUID().slice(0, 8)}` },
  });
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }),
    `s${index}.pdf`,
  );
  const response = await fetch(`${base}/api/vibupload`, {
    method: 'POST',
    headers: device.headers,
    body: form,
  });
  const body = await response.text();
  check(response.status === 202, `upload ${index}: ${response.status} ${body}`);
  return VibUploadResponse.parse(JSON.parse(body)).productId;
}

async function importEnded(base: string, device: HttpDevice, productId: string) {
  const response = await fetch(`${base}/api/products/${productId}/importstatus`, {
    headers: device.headers,
  });
  if (response.status !== 200) return false;
  const { status } = ImportStatusResponse.parse(await response.json());
  return status !== 'Waiting' && status !== 'Importing';
}

/** Imports done per worker, from their logs ("Job done" of the sds-import queue). */
function importsPerWorker(cluster: Cluster): number[] {
  return cluster.workers.map(
    (worker) =>
      worker
        .output()
        .split('\n')
        .filter((line) => line.includes('"Job done"') && line.includes('"queue":"sds-import"'))
        .length,
  );
}

/** Uploads through the proxy; both workers take some of the imports. */
async function importsSharedOut(cluster: Cluster, count: number) {
  const device = await signInOverHttp(cluster.proxy.both, DEMO_KEY_USER_CODE);
  const started = performance.now();
  const before = importsPerWorker(cluster);
  const ids = await Promise.all(
    Array.from({ length: count }, (_, index) => upload(cluster.proxy.both, device, index)),
  );
  for (const until = Date.now() + 180_000; Date.now() < until;) {
    const ended = await Promise.all(ids.map((id) => importEnded(cluster.proxy.both, device, id)));
    if (ended.every(Boolean)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seconds = (performance.now() - started) / 1000;
  const perWorker = importsPerWorker(cluster).map((done, index) => done - (before[index] ?? 0));
  const total = perWorker.reduce((sum, done) => sum + done, 0);
  check(total >= count, `imports done: ${total} of ${count}`);
  check(
    perWorker.every((done) => done > 0),
    `imports spread over the workers: ${perWorker.join(', ')}`,
  );
  return { uploads: count, perWorker, seconds: Math.round(seconds * 10) / 10 };
}

async function ownerToken(base: string): Promise<string> {
  const response = await fetch(`${base}/api/account/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_OWNER),
  });
  check(response.status === 200, `owner sign-in: ${response.status}`);
  return TokenResponse.parse(await response.json()).accessToken;
}

/**
 * Both processes have verified (and cached) a device; the owner revokes it through the second;
 * the first refuses it as soon as PostgreSQL's notification reached it.
 */
async function revocationHeardByBoth(cluster: Cluster) {
  const [first, second] = cluster.apis as [string, string];
  const device = await signInOverHttp(first, DEMO_USER_CODE);
  check((await searchStatus(first, device)) === 200, 'device verified on api-1');
  check((await searchStatus(second, device)) === 200, 'device verified on api-2');
  const token = await ownerToken(second);
  const { companyId, deviceId } = device.user;
  const revoked = await fetch(`${second}/api/Companies/${companyId}/devices/${deviceId}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  check(revoked.status === 204 || revoked.status === 200, `revoke: ${revoked.status}`);
  const since = performance.now();
  let refusedAfterMs: number | null = null;
  for (let probe = 0; probe < 200 && refusedAfterMs === null; probe += 1) {
    if ((await searchStatus(first, device)) === 401) refusedAfterMs = performance.now() - since;
  }
  check(refusedAfterMs !== null, 'api-1 still served a device revoked through api-2');
  check((await searchStatus(second, device)) === 401, 'api-2 still served the revoked device');
  return { revokedOn: 'api-2', refusedOnApi1AfterMs: Math.round(refusedAfterMs * 10) / 10 };
}

export async function runScaleOutChecks(cluster: Cluster) {
  return {
    sessionOnBoth: await sessionOnBoth(cluster),
    sharedFailureLimit: await sharedFailureLimit(cluster),
    importsSharedOut: await importsSharedOut(cluster, 12),
    revocationHeardByBoth: await revocationHeardByBoth(cluster),
  };
}
