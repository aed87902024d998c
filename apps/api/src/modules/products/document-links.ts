import { createHmac, type KeyObject } from 'node:crypto';
import { SIGNED_LINK_LIFETIME_SECONDS } from '@sds/contract';
import { secretsMatch } from '../../platform/security/secure-compare.ts';

/**
 * What one signed link opens (docs/product/documents.md#signed-links): the product's SDS pdf or one
 * image by reference, or "the main image" of `download/image/{validation}`. A link for one never
 * opens another.
 */
export type LinkTarget =
  | { kind: 'pdf'; reference: string }
  | { kind: 'image'; reference: string }
  | { kind: 'main-image' };

export interface SignedLink {
  productId: string;
  target: LinkTarget;
  /** Unix seconds after which the link answers 403. */
  expires: number;
}

/**
 * Links are issued for a whole window: every link made in the same five minutes expires at the
 * same moment, so the sheet's image URLs stay the same across refetches and browsers can cache
 * them. A link lives between the lifetime and the lifetime plus one window.
 */
const ISSUE_WINDOW_SECONDS = 5 * 60;

/** The expiry of a link issued at `now`. */
export function linkExpiry(now: Date): number {
  const seconds = Math.floor(now.getTime() / 1000);
  const windowEnd = Math.ceil(seconds / ISSUE_WINDOW_SECONDS) * ISSUE_WINDOW_SECONDS;
  return windowEnd + SIGNED_LINK_LIFETIME_SECONDS;
}

function targetText(target: LinkTarget): string {
  return target.kind === 'main-image' ? 'main-image' : `${target.kind}:${target.reference}`;
}

/** HMAC-SHA256 over product, target and expiry, base64url. */
export function signLink(key: KeyObject, link: SignedLink): string {
  const message = `${link.productId.toLowerCase()}\n${targetText(link.target)}\n${link.expires}`;
  return createHmac('sha256', key).update(message).digest('base64url');
}

export type LinkVerdict = 'valid' | 'expired' | 'invalid';

/**
 * Checks a presented link. The signature is compared in constant time before the expiry is
 * looked at, so a forged link learns nothing about timing; an expired genuine link is 'expired'.
 */
export function verifyLink(
  key: KeyObject,
  link: SignedLink,
  signature: string,
  now: Date,
): LinkVerdict {
  if (!Number.isSafeInteger(link.expires)) return 'invalid';
  if (!secretsMatch(signature, signLink(key, link))) return 'invalid';
  return link.expires * 1000 <= now.getTime() ? 'expired' : 'valid';
}

/** `{expires}.{signature}`: the `{validation}` path segment of `download/image/{validation}`. */
export function mainImageValidation(key: KeyObject, productId: string, expires: number): string {
  return `${expires}.${signLink(key, { productId, target: { kind: 'main-image' }, expires })}`;
}

/** Splits a `{validation}` segment; null when it has not that shape. */
export function parseValidation(validation: string): { expires: number; signature: string } | null {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(validation);
  const [, expires, signature] = match ?? [];
  return expires && signature ? { expires: Number(expires), signature } : null;
}
