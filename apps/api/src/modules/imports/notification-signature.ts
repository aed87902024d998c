import { createHmac } from 'node:crypto';
import { IMPORT_SIGNATURE_TOLERANCE_SECONDS } from '@sds/contract';
import { secretsMatch } from '../../platform/security/secure-compare.ts';

const SIGNATURE = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/;

/** The signature of a body at a time: hex HMAC-SHA256 of `<unix seconds>.<body>`. */
export function signNotification(secret: string, body: string, unixSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}

/**
 * Whether a converter's notification is signed with the shared secret
 * (docs/product/imports.md#converter-notification), over this very body, within the tolerance (an
 * old signed body replayed later is refused). Compared in constant time. No secret configured:
 * nothing is accepted.
 */
export function isSignedNotification(
  secret: string | null,
  header: string | string[] | undefined,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (!secret || typeof header !== 'string') return false;
  const match = SIGNATURE.exec(header.trim());
  if (!match) return false;
  const unixSeconds = Number(match[1]);
  if (Math.abs(nowSeconds - unixSeconds) > IMPORT_SIGNATURE_TOLERANCE_SECONDS) return false;
  return secretsMatch(signNotification(secret, body, unixSeconds), header.trim());
}
