import { createHmac, randomBytes, type KeyObject } from 'node:crypto';
import { XSRF_COOKIE } from '@sds/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { secretsMatch } from '../security/secure-compare.ts';
import { xsrfCookieOptions } from './cookies.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The XSRF token bound to a device session (docs/product/security.md#xsrf: HMAC of the session id).
 */
export function sessionXsrfToken(signingKey: KeyObject, sessionHash: string): string {
  return createHmac('sha256', signingKey).update(`xsrf:${sessionHash}`).digest('base64url');
}

/** A token for a visitor without a session. */
export function anonymousXsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

const repliesWithXsrfCookie = new WeakSet<FastifyReply>();

/** Sets the XSRF cookie (readable by the page, SameSite=Strict). */
export function setXsrfCookie(reply: FastifyReply, token: string, isServedOverTls: boolean): void {
  reply.setCookie(XSRF_COOKIE, token, xsrfCookieOptions(isServedOverTls));
  repliesWithXsrfCookie.add(reply);
}

/** True when this reply already sets the XSRF cookie (e.g. login rotated it). */
export function setsXsrfCookie(reply: FastifyReply): boolean {
  return repliesWithXsrfCookie.has(reply);
}

/**
 * Why an unsafe request must be refused as forged, or null when it may proceed
 * (docs/product/security.md#xsrf): cross-site fetch metadata is refused; a request carrying any
 * cookie must echo the XSRF cookie in `X-XSRF-TOKEN`, and a signed-in device must echo the token
 * bound to its session. Requests with no cookie at all (integrations, scripts) are exempt.
 */
export function xsrfRejection(request: FastifyRequest, boundToken: string | null): string | null {
  if (SAFE_METHODS.has(request.method)) return null;
  if (request.headers['sec-fetch-site'] === 'cross-site') return 'cross-site request';
  if (!request.headers.cookie) return null;
  const cookieToken = request.cookies[XSRF_COOKIE];
  const headerToken = request.headers['x-xsrf-token'];
  if (!cookieToken || typeof headerToken !== 'string') return 'missing XSRF token';
  if (!secretsMatch(headerToken, cookieToken)) return 'XSRF token does not match its cookie';
  if (boundToken && !secretsMatch(headerToken, boundToken)) {
    return 'XSRF token is not the one of this session';
  }
  return null;
}
