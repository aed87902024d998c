import { randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { PushMessage } from '@sds/contract';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { deriveSecretKeys } from '../crypto/secret-keys.ts';
import {
  createBrowserSubscription,
  startPushService,
  type PushService,
} from '../../testing/push-service.ts';
import { TestDns } from '../../testing/test-dns.ts';
import { UnconfiguredAppPushSender } from './app-push-senders.ts';
import { PushEndpointPolicy, pushEndpointPolicyFor } from './push-endpoint-policy.ts';
import { PushServiceError } from './push-sender.ts';
import { createPushSenders } from './push-senders.ts';
import { WebPushSender } from './web-push-sender.ts';
import { vapidKeysFor } from './vapid-keys.ts';

/**
 * The senders on their own (the whole path through the queue: modules/push tests). The
 * stand-in is a test host (`localhost`, over http); every other host the sender may reach must
 * be https on public addresses (decision 0032).
 */
let pushService: PushService;
let otherService: PushService;
beforeAll(async () => {
  pushService = await startPushService();
  otherService = await startPushService();
});
afterAll(async () => {
  await pushService.close();
  await otherService.close();
});

const message: PushMessage = {
  notificationId: randomUUID(),
  kind: 'approved',
  productId: randomUUID(),
  productName: 'Acetone',
  publisherName: null,
  changes: [],
  url: '/product/x',
};

/** A logger whose lines the test can read. */
function recordingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

function webSender(
  options: { testHosts?: string[]; timeoutMs?: number; dns?: TestDns; logger?: pino.Logger } = {},
) {
  const config = loadConfig({ NODE_ENV: 'test' });
  const timeoutMs = options.timeoutMs ?? 2_000;
  return new WebPushSender({
    vapid: vapidKeysFor(config, deriveSecretKeys(randomBytes(32))),
    timeoutMs,
    endpointPolicy: new PushEndpointPolicy({
      allowedHosts: null,
      testHosts: options.testHosts ?? ['localhost'],
      lookup: (options.dns ?? new TestDns()).lookup,
      lookupTimeoutMs: timeoutMs,
    }),
    logger: options.logger ?? pino({ level: 'silent' }),
  });
}

const target = (token: string) => ({ deviceId: randomUUID(), hub: 'web' as const, token });

describe('WebPushSender', () => {
  it('delivers to the push service and reads the message back with the browser’s keys', async () => {
    const browser = createBrowserSubscription(pushService.endpoint());
    expect(await webSender().send(target(browser.token), message)).toBe('delivered');
    expect(browser.decrypt(pushService.received.at(-1)!.body)).toEqual(message);
  });

  it('calls a token that is no subscription gone, without sending anything', async () => {
    const before = pushService.received.length;
    expect(await webSender().send(target('not a subscription'), message)).toBe('gone');
    expect(pushService.received.length).toBe(before);
  });

  it('refuses an endpoint that is not https on a public address, and never connects', async () => {
    const dns = new TestDns();
    dns.set('rebound.example.com', ['127.0.0.1']);
    const { logger, lines } = recordingLogger();
    const sender = webSender({ testHosts: [], dns, logger });
    const before = pushService.connections();
    const port = pushService.port;
    for (const endpoint of [
      pushService.endpoint(), // http://localhost:…, no test host here
      `https://localhost:${port}/push/a`,
      `https://127.0.0.1:${port}/push/a`,
      `https://[::ffff:127.0.0.1]:${port}/push/a`,
      `https://rebound.example.com:${port}/push/a`,
    ]) {
      const browser = createBrowserSubscription(endpoint);
      expect(await sender.send(target(browser.token), message), endpoint).toBe('refused');
      expect(lines.join(''), endpoint).not.toContain(new URL(endpoint).pathname);
      expect(lines.join(''), endpoint).not.toContain(browser.subscription.keys.auth);
    }
    expect(pushService.connections()).toBe(before);
    expect(lines.join('')).toMatch(/Web Push endpoint refused/);
  });

  it('throws a retryable error when the push service cannot be reached or is slow', async () => {
    const unreachable = createBrowserSubscription('http://localhost:9/push/x');
    await expect(webSender().send(target(unreachable.token), message)).rejects.toBeInstanceOf(
      PushServiceError,
    );
    pushService.answerWith('never');
    try {
      const slow = createBrowserSubscription(pushService.endpoint());
      const startedAt = Date.now();
      await expect(webSender({ timeoutMs: 200 }).send(target(slow.token), message)).rejects.toThrow(
        /no answer within 200 ms/,
      );
      expect(Date.now() - startedAt).toBeLessThan(2_000);
    } finally {
      pushService.answerWith(201);
    }
  });

  it.each([301, 307, 308])('does not follow a redirect (%i)', async (status) => {
    pushService.answerWith({ redirect: status, location: otherService.endpoint() });
    try {
      const browser = createBrowserSubscription(pushService.endpoint());
      await expect(webSender().send(target(browser.token), message)).rejects.toThrow(
        `answered ${status}`,
      );
      expect(otherService.connections()).toBe(0);
    } finally {
      pushService.answerWith(201);
    }
  });
});

describe('the app senders without credentials', () => {
  it('log that nothing was sent, without the token, and count it delivered', async () => {
    const { logger, lines } = recordingLogger();
    const sender = new UnconfiguredAppPushSender('apple', logger);
    const token = `apns-${randomBytes(16).toString('hex')}`;
    expect(await sender.send({ deviceId: randomUUID(), hub: 'apple', token }, message)).toBe(
      'delivered',
    );
    expect(lines.join('')).toMatch(/No apple push credentials are configured/);
    expect(lines.join('')).not.toContain(token);
  });

  it('stand behind the same interface as Web Push, one per hub', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    const senders = createPushSenders({
      config,
      secretKeys: deriveSecretKeys(randomBytes(32)),
      endpointPolicy: pushEndpointPolicyFor(config),
      logger: pino({ level: 'silent' }),
    });
    expect(senders.web).toBeInstanceOf(WebPushSender);
    expect(senders.apple).toBeInstanceOf(UnconfiguredAppPushSender);
    expect(senders.gcm).toBeInstanceOf(UnconfiguredAppPushSender);
  });
});
