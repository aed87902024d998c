import {
  MissingParameterError,
  PROBLEM_CONTENT_TYPE,
  acceptLanguageFor,
  apiPath,
  type PathParameters,
} from '@sds/contract';
import { getRuntimeConfig } from '../config/runtime-config.ts';
import { i18n } from '../i18n/i18n.ts';
import { ApiError } from './api-error.ts';
import { hashAuthCode } from './auth-code-hash.ts';
import { readAuthenticatedUser, type AuthenticatedUser } from './authenticated-user.ts';
import { readCookie } from './cookies.ts';
import { apiErrorFromResponse } from './problem-response.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Anything with zod's `parse`: every response schema of the contract fits. */
export type ResponseSchema<T> = { parse(value: unknown): T };

type QueryValue = string | number | boolean | null | undefined;
type FieldValue = string | number | boolean | Blob | null | undefined;

type PathOptions<Template extends string> = keyof PathParameters<Template> extends never
  ? { path: Template; params?: PathParameters<Template> }
  : { path: Template; params: PathParameters<Template> };

type CommonOptions = {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** A JSON body. */
  body?: unknown;
  /** A multipart body; each file named here is required (SPEC §5). */
  files?: Record<string, Blob | null | undefined>;
  /** Extra multipart fields sent beside `files`, e.g. the product request form. */
  fields?: Record<string, FieldValue>;
  signal?: AbortSignal;
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
  /** The interface language, turned into `Accept-Language` (SPEC §7). */
  getLanguage: () => string;
  getAuthenticatedUser: () => AuthenticatedUser | null;
  /** Optional `Api-Key` sent with every call (SPEC §6). */
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

function buildBody(options: CommonOptions, path: string): BodyInit | undefined {
  if (options.files) {
    const form = new FormData();
    for (const [name, file] of Object.entries(options.files)) {
      if (!file) throw new MissingParameterError(name, path);
      form.append(name, file);
    }
    for (const [name, value] of Object.entries(options.fields ?? {})) {
      if (value !== undefined && value !== null) {
        form.append(name, value instanceof Blob ? value : String(value));
      }
    }
    return form;
  }
  return options.body === undefined ? undefined : JSON.stringify(options.body);
}

async function buildHeaders(options: ApiClientOptions, hasJsonBody: boolean): Promise<Headers> {
  const headers = new Headers({ Accept: `application/json, ${PROBLEM_CONTENT_TYPE}` });
  headers.set('Accept-Language', acceptLanguageFor(options.getLanguage()));
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  const user = options.getAuthenticatedUser();
  if (user) {
    headers.set('AuthCode', await hashAuthCode(user.authCode, user.deviceGuid));
    headers.set('DeviceId', user.deviceGuid);
  }
  const xsrfToken = (options.readCookie ?? readCookie)('XSRF-TOKEN');
  if (xsrfToken) headers.set('X-XSRF-TOKEN', xsrfToken);
  if (options.apiKey) headers.set('Api-Key', options.apiKey);
  return headers;
}

async function readSuccess<T>(response: Response, schema?: ResponseSchema<T>): Promise<T> {
  if (!schema) return undefined as T;
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
 * An API client typed by the contract (DESIGN §8). Every path goes through `apiPath`, so a
 * missing parameter or upload file throws MissingParameterError before anything is sent.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));

  async function request<T>(call: ApiRequest<string, T> | ApiCommand<string>): Promise<T> {
    const params = (call.params ?? {}) as PathParameters<string>;
    const path = apiPath(call.path, params);
    const body = buildBody(call, call.path);
    const headers = await buildHeaders(options, typeof body === 'string');
    let response: Response;
    try {
      response = await fetchImpl(resolveApiUrl(options.getBaseUrl(), path, call.query), {
        method: call.method ?? 'GET',
        headers,
        body,
        credentials: 'same-origin',
        signal: call.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError({ type: 'network-error', status: 0, title: 'No answer', cause: error });
    }
    if (!response.ok) throw await apiErrorFromResponse(response);
    return readSuccess(response, call.schema as ResponseSchema<T> | undefined);
  }

  return { request } as ApiClient;
}

/**
 * The app-wide client the features' `api/` files call. It reads the configuration, language
 * and stored user at call time. It imports zod (through the contract's problem schema), so
 * only lazily loaded code may import it: the first screen's budget has no room for zod.
 */
export const apiClient: ApiClient = createApiClient({
  getBaseUrl: () => getRuntimeConfig().apiBaseUrl,
  getLanguage: () => i18n.language,
  getAuthenticatedUser: readAuthenticatedUser,
});
