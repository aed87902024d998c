import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { TestDns } from '../../testing/test-dns.ts';
import { ConfigError, loadConfig } from '../config/config.ts';
import {
  PushEndpointPolicy,
  PushEndpointRefusedError,
  pushEndpointPolicyFor,
} from './push-endpoint-policy.ts';

/** The endpoint policy on its own (decision 0032); through the API: push-endpoint-ssrf.test.ts. */
function policy(
  options: {
    allowedHosts?: string[];
    testHosts?: string[];
    dns?: TestDns;
    timeoutMs?: number;
  } = {},
) {
  const dns = options.dns ?? new TestDns();
  return new PushEndpointPolicy({
    allowedHosts: options.allowedHosts ?? null,
    testHosts: options.testHosts ?? [],
    lookup: dns.lookup,
    lookupTimeoutMs: options.timeoutMs ?? 1_000,
  });
}

/** What `net.connect` would be handed by the policy's lookup. */
function connectLookup(
  subject: PushEndpointPolicy,
  hostname: string,
  options: { all?: boolean; family?: number } = { all: true },
) {
  return new Promise<{ error: Error | null; addresses: LookupAddress[] | string }>((resolve) => {
    subject.connectLookup(hostname, options, (error, addresses) => resolve({ error, addresses }));
  });
}

describe('PushEndpointPolicy.check (registration)', () => {
  it('accepts the real push services, which resolve to public addresses', async () => {
    const subject = policy();
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/abc',
      'https://FCM.googleapis.com./fcm/send/abc',
    ]) {
      expect(await subject.check(endpoint), endpoint).toBeNull();
    }
  });

  it.each([
    ['http://fcm.googleapis.com/fcm/send/a', 'push-endpoint-not-https'],
    ['ftp://fcm.googleapis.com/a', 'push-endpoint-not-https'],
    ['https://user:secret@fcm.googleapis.com/a', 'push-endpoint-credentials'],
    ['https://user@fcm.googleapis.com/a', 'push-endpoint-credentials'],
    ['https://127.0.0.1/a', 'push-endpoint-not-public'],
    ['https://[::ffff:127.0.0.1]/a', 'push-endpoint-not-public'],
    ['https://2130706433/a', 'push-endpoint-not-public'],
    ['https://0x7f.1/a', 'push-endpoint-not-public'],
    ['https://intranet.example.com/a', 'push-endpoint-not-public'],
    ['https://half.example.com/a', 'push-endpoint-not-public'],
    ['https://nowhere.example.com/a', 'push-endpoint-unresolvable'],
  ])('refuses %s: %s', async (endpoint, refusal) => {
    const dns = new TestDns();
    dns.set('intranet.example.com', ['10.1.2.3']);
    // One public address is not enough: every address must be public.
    dns.set('half.example.com', ['93.184.215.14', '169.254.169.254']);
    expect(await policy({ dns }).check(endpoint)).toBe(refusal);
  });

  it('gives up on a resolver that does not answer in time', async () => {
    const subject = new PushEndpointPolicy({
      allowedHosts: null,
      testHosts: [],
      lookup: () => new Promise(() => {}),
      lookupTimeoutMs: 50,
    });
    expect(await subject.check('https://fcm.googleapis.com/a')).toBe('push-endpoint-unresolvable');
  });

  it('takes only the allowed push services when PUSH_ALLOWED_HOSTS names them', async () => {
    const subject = policy({ allowedHosts: ['fcm.googleapis.com', '*.notify.windows.com'] });
    expect(await subject.check('https://fcm.googleapis.com/a')).toBeNull();
    expect(await subject.check('https://wns2-par02p.notify.windows.com/w/a')).toBeNull();
    for (const endpoint of [
      'https://web.push.apple.com/a',
      'https://notify.windows.com/a',
      'https://evilnotify.windows.com/a',
      'https://fcm.googleapis.com.evil.example/a',
    ]) {
      expect(await subject.check(endpoint), endpoint).toBe('push-endpoint-host-not-allowed');
    }
  });

  it('takes a test host over http on loopback, and no other host like it', async () => {
    const subject = policy({ testHosts: ['localhost'] });
    expect(await subject.check('http://localhost:8177/push/a')).toBeNull();
    expect(await subject.check('http://127.0.0.1:8177/push/a')).toBe('push-endpoint-not-https');
    expect(await subject.check('https://127.0.0.1:8177/push/a')).toBe('push-endpoint-not-public');
    expect(await policy().check('http://localhost:8177/push/a')).toBe('push-endpoint-not-https');
    expect(await policy().check('https://localhost:8177/push/a')).toBe('push-endpoint-not-public');
    // A test host is still no way into the private network.
    const dns = new TestDns();
    dns.set('localhost', ['10.0.0.1']);
    const elsewhere = policy({ testHosts: ['localhost'], dns });
    expect(await elsewhere.check('http://localhost/a')).toBe('push-endpoint-not-public');
  });
});

describe('PushEndpointPolicy.connectLookup (the sender’s sockets)', () => {
  it('resolves at connection time and hands the socket only the addresses it checked', async () => {
    const dns = new TestDns();
    dns.set('rebind.example.com', ['93.184.215.14']);
    const subject = policy({ dns });
    expect(await subject.check('https://rebind.example.com/a')).toBeNull();

    dns.set('rebind.example.com', ['127.0.0.1']);
    const before = dns.asked.length;
    const { error } = await connectLookup(subject, 'rebind.example.com');
    expect(error).toBeInstanceOf(PushEndpointRefusedError);
    expect((error as PushEndpointRefusedError).reason).toBe('push-endpoint-not-public');
    expect(dns.asked.slice(before)).toEqual(['rebind.example.com']);
  });

  it('answers in the form net asks for: all addresses, or one of a family', async () => {
    const subject = policy();
    expect(await connectLookup(subject, 'fcm.googleapis.com')).toEqual({
      error: null,
      addresses: [
        { address: '142.250.185.106', family: 4 },
        { address: '2a00:1450:4001:82a::200a', family: 6 },
      ],
    });
    const one = await new Promise<unknown[]>((resolve) => {
      subject.connectLookup('fcm.googleapis.com', { family: 6 }, (...answer) => resolve(answer));
    });
    expect(one).toEqual([null, '2a00:1450:4001:82a::200a', 6]);
  });

  it('passes a resolver failure on as it is, so that the send is tried again later', async () => {
    const { error } = await connectLookup(policy(), 'nowhere.example.com');
    expect(error).not.toBeInstanceOf(PushEndpointRefusedError);
    expect(error).toMatchObject({ code: 'ENOTFOUND' });
  });
});

describe('the push endpoint configuration', () => {
  it('reads PUSH_ALLOWED_HOSTS as hosts and *.suffix patterns', async () => {
    const config = loadConfig({ PUSH_ALLOWED_HOSTS: ' FCM.googleapis.com, *.notify.windows.com ' });
    expect(config.push.allowedHosts).toEqual(['fcm.googleapis.com', '*.notify.windows.com']);
    const subject = pushEndpointPolicyFor(config, new TestDns().lookup);
    expect(await subject.check('https://web.push.apple.com/a')).toBe(
      'push-endpoint-host-not-allowed',
    );
    expect(loadConfig({}).push.allowedHosts).toBeNull();
  });

  it('refuses a malformed allow-list, and test hosts in production', () => {
    for (const value of ['https://fcm.googleapis.com', 'fcm.googleapis.com:443', '*', ' , ']) {
      expect(() => loadConfig({ PUSH_ALLOWED_HOSTS: value }), value).toThrow(ConfigError);
    }
    expect(() => loadConfig({ PUSH_TEST_HOSTS: '*.test' })).toThrow(ConfigError);
    expect(loadConfig({ PUSH_TEST_HOSTS: 'localhost' }).push.testHosts).toEqual(['localhost']);
    expect(loadConfig({}).push.testHosts).toEqual([]);
    expect(() => loadConfig({ NODE_ENV: 'production', PUSH_TEST_HOSTS: 'localhost' })).toThrow(
      /PUSH_TEST_HOSTS .* refused in production/,
    );
  });
});
