import {
  AUTH_HEADERS,
  MissingParameterError,
  PROBLEM_CONTENT_TYPE,
  XSRF_COOKIE,
  acceptLanguageFor,
  apiPath,
  type Endpoint,
  type EndpointMethod,
  type PathParameters,
} from '@sds/contract';
import { notify } from '../components/ui/toast.tsx';
import { getRuntimeConfig } from '../config/runtime-config.ts';
import { i18n } from '../i18n/i18n.ts';
import { ApiError } from './api-error.ts';
import { hashAuthCode } from './auth-code-hash.ts';
import { clearAuthenticatedUser, readAuthenticatedUser } from './authenticated-user.ts';
import { readCookie } from './cookies.ts';
import { apiErrorFromResponse } from './problem-response.ts';

export type HttpMethod = EndpointMethod;

/**
 * What identifies a signed-in device to the server
 * (docs/product/wire-conventions.md#request-headers): its code and its id.
 */
export type DeviceCredentials = { authCode: string; deviceGuid: string };

/** Anything with zod's `parse`: every response schema of the contract fits. */
export type ResponseSchema<T> = { parse(value: unknown): T };

/**
 * The "schema" of a call that answers a file (a generated pdf): the body is read as a Blob
 * instead of JSON. Every other call keeps its typed JSON schema.
 */
export const blobResponse: ResponseSchema<Blob> = {
  parse(value) {
    if (value instanceof Blob) return value;
    throw new TypeError('Expected a file');
  },
};

type QueryValue = string | number | boolean | null | undefined;
type FieldValue = string | number | boolean | Blob | null | undefined;

type ParamsOption<Template extends string> = keyof PathParameters<Template> extends never
  ? { params?: PathParameters<Template> }
  : { params: PathParameters<Template> };

/** A call names an endpoint of the contract's table, or a route template and a method. */
type PathOptions<Template extends string> = (
  | { endpoint: Endpoint<Template>; path?: never; method?: never }
  | { path: Template; method?: HttpMethod; endpoint?: never }
) &
  ParamsOption<Template>;

type CommonOptions = {
  query?: Record<string, QueryValue>;
  /** A JSON body. */
  body?: unknown;
  /**
   * A multipart body; each file named here is required
   * (docs/product/wire-conventions.md#required-parameters).
   */
  files?: Record<string, Blob | null | undefined>;
  /** Extra multipart fields sent beside `files`, e.g. the product request form. */
  fields?: Record<string, FieldValue>;
  signal?: AbortSignal;
  /**
   * Whether a 401 answer ends the stored session (default true). Logout says false: its 401
   * means the session is gone already, which is what it wanted.
   */
  endsSessionOn401?: boolean;
};

/** One call: a contract route template, its parameters, and how to read the answer. */
export type ApiRequest<Template extends string, T> = PathOptions<Template> &
  CommonOptions & { schema: ResponseSchema<T> };
/** A call whose answer body is not needed (204, 202). */
export type ApiCommand<Template extends string> = PathOptions<Template> &
  CommonOptions & { schema?: undefined };

export type ApiClientOptions = {
  /** `apiBaseUrl` from `/config.json`; empty means the page's own origin. */
  getBaseUrl: () => string;
  /**
   * The interface language, turned into `Accept-Language`
   * (docs/product/wire-conventions.md#request-headers).
   */
  getLanguage: () => string;
  getAuthenticatedUser: () => DeviceCredentials | null;
  /**
   * Called when the server answers 401 to a call that carried these device credentials: the
   * session ended on the server (expired, revoked, code reset).
   */
  onUnauthenticated?: (sentWith: DeviceCredentials) => void;
  /**
   * An account's bearer token (docs/product/security.md#account-tokens), sent as `Authorization:
   * Bearer …` when there is one. Only the account client gives this (lib/account-client.ts); device
   * calls never do.
   */
  getBearerToken?: () => string | null;
  /** Called when the server answers 401 to a call that carried this bearer token. */
  onBearerRejected?: (sentToken: string) => void;
  /** Optional `Api-Key` sent with every call (docs/product/security.md#api-keys). */
  apiKey?: string | null;
  fetch?: typeof fetch;
  readCookie?: (name: string) => string | undefined;
};

export type ApiClient = {
  request<Template extends string, T>(options: ApiRequest<Template, T>): Promise<T>;
  request<Template extends string>(options: ApiCommand<Template>): Promise<void>;
};

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

function buildBody(
  options: CommonOptions,
  path: string,
  fileField: string | undefined,
): BodyInit | undefined {
  // A multipart endpoint needs its file even when the caller passed no `files` at all.
  if (fileField && !options.files?.[fileField]) throw new MissingParameterError(fileField, path);
  if (options.files) {
    const form = new FormData();
    // Fields before files: a server reading the parts as a stream knows them (an SDS's
    // language, say) by the time the file arrives.
    for (const [name, value] of Object.entries(options.fields ?? {})) {
      if (value !== undefined && value !== null) {
        form.append(name, value instanceof Blob ? value : String(value));
      }
    }
    for (const [name, file] of Object.entries(options.files)) {
      if (!file) throw new MissingParameterError(name, path);
      form.append(name, file);
    }
    return form;
  }
  return options.body === undefined ? undefined : JSON.stringify(options.body);
}

type Credentials = { user: DeviceCredentials | null; bearerToken: string | null };

async function buildHeaders(
  options: ApiClientOptions,
  { user, bearerToken }: Credentials,
  hasJsonBody: boolean,
): Promise<Headers> {
  const headers = new Headers({ Accept: `application/json, ${PROBLEM_CONTENT_TYPE}` });
  headers.set('Accept-Language', acceptLanguageFor(options.getLanguage()));
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  if (user) {
    headers.set(AUTH_HEADERS.authCode, await hashAuthCode(user.authCode, user.deviceGuid));
    headers.set(AUTH_HEADERS.deviceId, user.deviceGuid);
  }
  if (bearerToken) headers.set('Authorization', `Bearer ${bearerToken}`);
  // Read as late as possible: login rotates the cookie, and so may another tab.
  const xsrfToken = (options.readCookie ?? readCookie)(XSRF_COOKIE);
  if (xsrfToken) headers.set(AUTH_HEADERS.xsrf, xsrfToken);
  if (options.apiKey) headers.set(AUTH_HEADERS.apiKey, options.apiKey);
  return headers;
}

async function readSuccess<T>(response: Response, schema?: ResponseSchema<T>): Promise<T> {
  if (!schema) return undefined as T;
  if (schema === (blobResponse as ResponseSchema<unknown>)) return (await response.blob()) as T;
  const text = await response.text();
  try {
    return schema.parse(text === '' ? undefined : JSON.parse(text));
  } catch (error) {
    const title = 'The answer does not match the contract';
    throw new ApiError({
      type: 'unexpected-response',
      status: response.status,
      title,
      cause: error,
    });
  }
}

/**
 * An API client typed by the contract (docs/product/wire-conventions.md#bodies). Every path goes
 * through `apiPath`, so a missing parameter or upload file throws MissingParameterError before
 * anything is sent.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));

  async function request<T>(call: ApiRequest<string, T> | ApiCommand<string>): Promise<T> {
    const endpoint: Endpoint = call.endpoint ?? { method: call.method ?? 'GET', path: call.path };
    const params = (call.params ?? {}) as PathParameters<string>;
    const path = apiPath(endpoint.path, params);
    const body = buildBody(call, endpoint.path, endpoint.file);
    const user = options.getAuthenticatedUser();
    const bearerToken = options.getBearerToken?.() ?? null;
    const headers = await buildHeaders(options, { user, bearerToken }, typeof body === 'string');
    // Hashing the AuthCode takes a moment: a call cancelled meanwhile is not sent at all.
    call.signal?.throwIfAborted();
    let response: Response;
    try {
      response = await fetchImpl(resolveApiUrl(options.getBaseUrl(), path, call.query), {
        method: endpoint.method,
        headers,
        body,
        credentials: 'same-origin',
        signal: call.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError({ type: 'network-error', status: 0, title: 'No answer', cause: error });
    }
    if (response.status === 401 && user && call.endsSessionOn401 !== false) {
      options.onUnauthenticated?.(user);
    }
    if (response.status === 401 && bearerToken && call.endsSessionOn401 !== false) {
      options.onBearerRejected?.(bearerToken);
    }
    if (!response.ok) throw await apiErrorFromResponse(response);
    return readSuccess(response, call.schema as ResponseSchema<T> | undefined);
  }

  return { request } as ApiClient;
}

/**
 * A 401 to a call made with the stored user means the server ended that session: forget it
 * and say so; the route guard then sends the user to login (and back here after it). Only
 * when the user that was sent is still the stored one: the answer to a request that was on
 * its way during a new login must not sign that new login out. Several calls failing at once
 * give one toast, as the first one clears the user.
 */
export function endSessionAfter401(sentWith: DeviceCredentials): void {
  if (readAuthenticatedUser() !== sentWith) return;
  clearAuthenticatedUser();
  void notify(i18n.t('session.ended'), { kind: 'info' });
}

/**
 * What the app-wide client the features' `api/` files call works with: it reads the
 * configuration, language and stored user at call time. This module imports zod (through the
 * contract's problem schema), so only lazily loaded code may import it: the first screen's
 * budget has no room for zod.
 */
export const appClientOptions: ApiClientOptions = {
  getBaseUrl: () => getRuntimeConfig().apiBaseUrl,
  getLanguage: () => i18n.language,
  getAuthenticatedUser: readAuthenticatedUser,
  onUnauthenticated: endSessionAfter401,
};

/** The app-wide client (see `appClientOptions`). */
export const apiClient: ApiClient = createApiClient(appClientOptions);
