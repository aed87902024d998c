import { createECDH, randomBytes } from 'node:crypto';
import webPush from 'web-push';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config.ts';
import { deriveSecretKeys } from '../crypto/secret-keys.ts';
import { vapidKeysFor } from './vapid-keys.ts';

const config = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', ...env });

describe('the VAPID identity', () => {
  it('derives a stable P-256 pair from the master secret when none is configured', () => {
    const master = randomBytes(32);
    const keys = vapidKeysFor(config(), deriveSecretKeys(master));
    expect(vapidKeysFor(config(), deriveSecretKeys(Buffer.from(master)))).toEqual(keys);
    expect(vapidKeysFor(config(), deriveSecretKeys(randomBytes(32))).publicKey).not.toBe(
      keys.publicKey,
    );
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
    expect(ecdh.getPublicKey('base64url')).toBe(keys.publicKey);
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
  });

  it('uses configured keys and subject', () => {
    const configured = webPush.generateVAPIDKeys();
    const keys = vapidKeysFor(
      config({
        VAPID_PUBLIC_KEY: configured.publicKey,
        VAPID_PRIVATE_KEY: configured.privateKey,
        VAPID_SUBJECT: 'https://sds.example.com/contact',
      }),
      deriveSecretKeys(randomBytes(32)),
    );
    expect(keys).toEqual({ ...configured, subject: 'https://sds.example.com/contact' });
  });

  it('names the mail sender as the subject unless told otherwise', () => {
    expect(config().push.vapidSubject).toBe('mailto:no-reply@localhost');
    expect(config({ MAIL_FROM: 'SDS <ops@sds.example.com>' }).push.vapidSubject).toBe(
      'mailto:ops@sds.example.com',
    );
  });

  it.each([
    ['one key without the other', { VAPID_PUBLIC_KEY: webPush.generateVAPIDKeys().publicKey }],
    [
      'keys that are no pair',
      {
        VAPID_PUBLIC_KEY: webPush.generateVAPIDKeys().publicKey,
        VAPID_PRIVATE_KEY: webPush.generateVAPIDKeys().privateKey,
      },
    ],
    ['a short key', { VAPID_PUBLIC_KEY: 'AAAA', VAPID_PRIVATE_KEY: 'AAAA' }],
    ['a subject that is no contact', { VAPID_SUBJECT: 'http://sds.example.com' }],
    ['a timeout of nothing', { PUSH_TIMEOUT_MS: '0' }],
  ])('refuses %s at start, naming the variable', (_name, env) => {
    expect(() => config(env)).toThrow(ConfigError);
    try {
      config(env);
    } catch (error) {
      expect((error as ConfigError).message).toMatch(/VAPID_|PUSH_TIMEOUT_MS/);
      for (const value of Object.values(env)) {
        if (value.length > 20) expect((error as ConfigError).message).not.toContain(value);
      }
    }
  });
});
