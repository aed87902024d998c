import { createECDH, hkdfSync } from 'node:crypto';
import type { Config } from '../config/config.ts';
import type { SecretKeys } from '../crypto/secret-keys.ts';

/** The application server's VAPID identity (RFC 8292), keys in base64url. */
export interface VapidKeys {
  /** The uncompressed P-256 public key (65 bytes): the web app subscribes with it. */
  publicKey: string;
  /** The P-256 private key (32 bytes): signs each push's JWT. */
  privateKey: string;
  /** `mailto:` or `https:`: whom a push service may contact. */
  subject: string;
}

const PURPOSE = 'sds-portal:web-push-vapid';

/**
 * A P-256 key pair derived from the master secret (through its signing key, with HKDF under a
 * purpose of its own): the same on every server sharing `SECRETS_KEY` and across restarts, so
 * browsers' subscriptions stay valid without keys to configure (decision 0028). A candidate
 * outside the curve's range (about 1 in 2^32) is skipped for the next counter.
 */
function derivedKeyPair(secretKeys: SecretKeys): { publicKey: string; privateKey: string } {
  for (let counter = 0; counter < 16; counter += 1) {
    const candidate = Buffer.from(
      hkdfSync('sha256', secretKeys.signing, Buffer.alloc(0), `${PURPOSE}:${counter}`, 32),
    );
    try {
      const ecdh = createECDH('prime256v1');
      ecdh.setPrivateKey(candidate);
      return {
        publicKey: ecdh.getPublicKey('base64url'),
        privateKey: candidate.toString('base64url'),
      };
    } catch {
      // Not a valid P-256 scalar: try the next counter.
    }
  }
  throw new Error('No VAPID key could be derived from the master secret');
}

/** The configured VAPID keys (VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY), else the derived pair. */
export function vapidKeysFor(config: Config, secretKeys: SecretKeys): VapidKeys {
  const keys = config.push.vapidKeys ?? derivedKeyPair(secretKeys);
  return {
    publicKey: keys.publicKey.replace(/=+$/, ''),
    privateKey: keys.privateKey.replace(/=+$/, ''),
    subject: config.push.vapidSubject,
  };
}
