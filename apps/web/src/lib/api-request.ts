import { AUTH_HEADERS, PROBLEM_CONTENT_TYPE, XSRF_COOKIE, acceptLanguageFor } from '@sds/contract';
import { hashAuthCode } from './auth-code-hash.ts';
import { readCookie as readPageCookie } from './cookies.ts';

// The address and headers of an API call, apart from the client that parses answers with the
// contract's zod schemas (api-client.ts): a screen's data request starts with these before the
// schemas have loaded (route-data-prefetch.ts, decision 0069), and is the same request.

/**
 * What identifies a signed-in device to the server
 * (docs/product/wire-conventions.md#request-headers): its code and its id.
 */
export type DeviceCredentials = { authCode: string; deviceGuid: string };

export type QueryValue = string | number | boolean | null | undefined;

/** Resolves a contract route against the API base: `/api/...` stays, anything else gets `/api`. */
export function resolveApiUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>) {
  const apiRelative = path.startsWith('/api/') || path === '/api' ? path : `/api${path}`;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const queryString = search.size > 0 ? `?${search.toString()}` : '';
  return `${baseUrl.replace(/\/+$/, '')}${apiRelative}${queryString}`;
}

export type RequestHeaderOptions = {
  /** The interface language, turned into `Accept-Language`. */
  language: string;
  user: DeviceCredentials | null;
  bearerToken?: string | null;
  apiKey?: string | null;
  hasJsonBody?: boolean;
  readCookie?: (name: string) => string | undefined;
};

/** The headers every API call carries (docs/product/wire-conventions.md#request-headers). */
export async function buildRequestHeaders(options: RequestHeaderOptions): Promise<Headers> {
  const { user, bearerToken, apiKey } = options;
  const headers = new Headers({ Accept: `application/json, ${PROBLEM_CONTENT_TYPE}` });
  headers.set('Accept-Language', acceptLanguageFor(options.language));
  if (options.hasJsonBody) headers.set('Content-Type', 'application/json');
  if (user) {
    headers.set(AUTH_HEADERS.authCode, await hashAuthCode(user.authCode, user.deviceGuid));
    headers.set(AUTH_HEADERS.deviceId, user.deviceGuid);
  }
  if (bearerToken) headers.set('Authorization', `Bearer ${bearerToken}`);
  // Read as late as possible: login rotates the cookie, and so may another tab.
  const xsrfToken = (options.readCookie ?? readPageCookie)(XSRF_COOKIE);
  if (xsrfToken) headers.set(AUTH_HEADERS.xsrf, xsrfToken);
  if (apiKey) headers.set(AUTH_HEADERS.apiKey, apiKey);
  return headers;
}
