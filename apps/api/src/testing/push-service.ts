import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { AuthenticatedUser, PushMessage } from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { PUSH_QUEUE } from '../modules/push/product-notifications.ts';
import { createPushJobHandler } from '../modules/push/push-job.ts';
import { JobRunner } from '../platform/jobs/job-runner.ts';
import { createPushSenders } from '../platform/push/push-senders.ts';
import {
  cookiesOf,
  deviceHeaders,
  loginPayload,
  type SignedInTestDevice,
} from './device-client.ts';

/** http_ece (RFC 8188) has no types; the one call the tests make. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string },
  ): Buffer;
};

/** What the stand-in received: one Web Push POST. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * How the stand-in answers: a status, a redirect elsewhere, or never (the sender's time limit
 * must end it).
 */
export type PushServiceAnswer = number | { redirect: number; location: string } | 'never';

/**
 * A push service on 127.0.0.1 (these machines reach no real one), named `localhost` in its
 * endpoints — a test host the app must be told of (`PUSH_TEST_HOSTS=localhost`; decision
 * 0032), as it posts to no loopback address otherwise. It counts the connections it is
 * offered, keeps every POST and answers as told (201 unless `answerWith` changes it). Close it
 * after the test.
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const hanging = new Set<ServerResponse>();
  let answer: PushServiceAnswer = 201;
  let connections = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      if (answer === 'never') {
        hanging.add(response);
        return;
      }
      if (typeof answer === 'object') {
        response.writeHead(answer.redirect, { location: answer.location }).end();
        return;
      }
      response.writeHead(answer).end();
    });
  });
  server.on('connection', () => {
    connections += 1;
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    port,
    received,
    /** How many connections were opened to it, whether or not they carried a request. */
    connections: () => connections,
    /** A fresh subscription endpoint on this service. */
    endpoint: () => `http://localhost:${port}/push/${randomUUID()}`,
    answerWith(next: PushServiceAnswer) {
      answer = next;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;

/**
 * A browser's push subscription (a P-256 key pair and a 16-byte auth secret, as the Push API
 * makes them) for an endpoint: its deviceToken JSON, and the decryption the browser would do.
 */
export function createBrowserSubscription(endpoint: string) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const subscription = {
    endpoint,
    expirationTime: null,
    keys: { p256dh: keys.getPublicKey('base64url'), auth },
  };
  return {
    subscription,
    token: JSON.stringify(subscription),
    /** Decrypts a pushed body (aes128gcm) into the message it carries. */
    decrypt(body: Buffer): PushMessage {
      const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: keys, authSecret: auth });
      return PushMessage.parse(JSON.parse(plain.toString('utf8')));
    },
  };
}

/**
 * Signs a device in the way the web app does with a push subscription: `deviceType` Gcm, as
 * the login payload fixes it for the web app (docs/product/wire-conventions.md#device-login), the
 * token a Web Push subscription (decision 0028).
 */
export async function signInWebDevice(
  app: FastifyInstance,
  authCode: string,
  deviceToken: string,
  deviceType: 'Gcm' | 'Web' = 'Gcm',
): Promise<SignedInTestDevice> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Authorization',
    payload: { ...loginPayload(authCode), deviceType, deviceToken },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  }
  const user = AuthenticatedUser.parse(response.json());
  const cookies = cookiesOf(response);
  return { user, cookies, headers: deviceHeaders(user, cookies) };
}

/**
 * Works the push queue until no push job is due or running: a real job runner (the queue's
 * claims, completions and retries) with the app's senders. Retries wait a minute, so a failed
 * delivery stays failed-and-waiting for the test to look at.
 */
export async function runPushJobs(app: FastifyInstance, timeoutMs = 15_000): Promise<void> {
  const logger = pino({ level: process.env.TEST_LOG ?? 'silent' });
  const runner = new JobRunner({
    database: app.database,
    logger,
    handlers: {
      [PUSH_QUEUE]: createPushJobHandler({
        db: app.database.db,
        senders: createPushSenders({
          config: app.config,
          secretKeys: app.secretKeys,
          endpointPolicy: app.pushEndpointPolicy,
          logger,
        }),
        logger,
      }),
    },
    concurrency: 4,
    pollIntervalMs: 25,
    leaseSeconds: 30,
    retryBaseMs: 60_000,
  });
  await runner.start();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const result = await app.database.db.execute<{ pending: number }>(sql`
        select count(*)::int as pending from jobs
        where queue = ${PUSH_QUEUE}
          and ((status = 'queued' and run_at <= now()) or status = 'running')`);
      if (result.rows[0]?.pending === 0 && runner.activeJobs === 0) return;
      if (Date.now() > deadline) throw new Error('Push jobs still pending');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    await runner.stop(5_000);
  }
}
