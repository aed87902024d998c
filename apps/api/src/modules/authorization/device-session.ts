import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../platform/config/config.ts';
import { sessionCookieName, sessionCookieOptions } from '../../platform/http/cookies.ts';
import { sha256Hex } from '../../platform/security/secure-compare.ts';

/** A new session secret (256 bits) and the hash the server keeps of it. */
export function newSessionToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256Hex(token) };
}

/**
 * What the server keeps of a device's `AuthCode` header: the SHA-256 of the header value
 * (itself SHA-256 of code + deviceGuid), so a database dump holds no replayable header.
 */
export function authCodeHeaderHash(headerValue: string): string {
  return sha256Hex(headerValue.toLowerCase());
}

/**
 * The `AuthCode` header a client computes (docs/product/wire-conventions.md#request-headers): hex
 * SHA-256 of authCode + deviceGuid.
 */
export function authCodeHeaderValue(authCode: string, deviceGuid: string): string {
  return sha256Hex(`${authCode}${deviceGuid}`);
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(
    sessionCookieName(config.isServedOverTls),
    token,
    sessionCookieOptions(config.isServedOverTls, config.sessionIdleMs),
  );
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName(config.isServedOverTls), {
    path: '/',
    secure: config.isServedOverTls,
  });
}
