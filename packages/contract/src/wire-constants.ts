/**
 * Names and limits of the wire that need no schema: header and cookie names, the problem media
 * type, the longest search. Apart from the zod schemas so that code which runs before the
 * schemas have loaded — the web's data requests started beside a screen's code (decision
 * 0069) — builds the same requests without them.
 */

/** Header and cookie names (docs/product/wire-conventions.md#request-headers). */
export const AUTH_HEADERS = {
  authCode: 'AuthCode',
  deviceId: 'DeviceId',
  apiKey: 'Api-Key',
  xsrf: 'X-XSRF-TOKEN',
} as const;
export const XSRF_COOKIE = 'XSRF-TOKEN';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** The longest search text the search accepts, in characters. */
export const SEARCH_MAX_LENGTH = 200;
