import type { CookieSerializeOptions } from '@fastify/cookie';
import { XSRF_COOKIE } from '@sds/contract';

/** The device session cookie: `__Host-` prefixed (and Secure) when served over TLS. */
export function sessionCookieName(isServedOverTls: boolean): string {
  return isServedOverTls ? '__Host-sds_session' : 'sds_session';
}

export function sessionCookieOptions(
  isServedOverTls: boolean,
  maxAgeMs: number,
): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure: isServedOverTls,
    path: '/',
    maxAge: Math.floor(maxAgeMs / 1000),
  };
}

/** The XSRF cookie must be readable by the page, which echoes it in `X-XSRF-TOKEN`. */
export function xsrfCookieOptions(isServedOverTls: boolean): CookieSerializeOptions {
  return { httpOnly: false, sameSite: 'strict', secure: isServedOverTls, path: '/' };
}

export { XSRF_COOKIE };
