import {
  MissingParameterError,
  apiPath,
  type Endpoint,
  type EndpointMethod,
  type PathParameters,
} from '@sds/contract';
import { notify } from '../components/ui/toast.tsx';
import { getRuntimeConfig } from '../config/runtime-config.ts';
import { i18n } from '../i18n/i18n.ts';
import { ApiError } from './api-error.ts';
import {
  buildRequestHeaders,
  resolveApiUrl,
  type DeviceCredentials,
  type QueryValue,
} from './api-request.ts';
import { clearAuthenticatedUser, readAuthenticatedUser } from './authenticated-user.ts';
import { takePrefetchedResponse } from './prefetched-responses.ts';
import { apiErrorFromResponse } from './problem-response.ts';

export { resolveApiUrl, type DeviceCredentials };

export type HttpMethod = EndpointMethod;

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
  /** Request headers of the call itself, e.g. `If-Match` (decision 0063). */
  headers?: Record<string, string>;
  /** Reads the headers of a successful answer, e.g. its `ETag`. */
  readHeaders?: (headers: Headers) => void;
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
  /** Sends the request (default: a request the page started early, else the browser's fetch). */
  fetch?: typeof fetch;
  readCookie?: (name: string) => string | undefined;
};

export type ApiClient = {
  request<Template extends string, T>(options: ApiRequest<Template, T>): Promise<T>;
  request<Template extends string>(options: ApiCommand<Template>): Promise<void>;
};

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
  // A screen's data request may have started before this client loaded (decision 0069).
  const fetchImpl =
    options.fetch ??
    ((input: string, init: RequestInit) =>
      takePrefetchedResponse(input, init) ?? fetch(input, init));

  async function request<T>(call: ApiRequest<string, T> | ApiCommand<string>): Promise<T> {
    const endpoint: Endpoint = call.endpoint ?? { method: call.method ?? 'GET', path: call.path };
    const params = (call.params ?? {}) as PathParameters<string>;
    const path = apiPath(endpoint.path, params);
    const body = buildBody(call, endpoint.path, endpoint.file);
    const user = options.getAuthenticatedUser();
    const bearerToken = options.getBearerToken?.() ?? null;
    const headers = await buildRequestHeaders({
      language: options.getLanguage(),
      user,
      bearerToken,
      apiKey: options.apiKey,
      hasJsonBody: typeof body === 'string',
      readCookie: options.readCookie,
    });
    for (const [name, value] of Object.entries(call.headers ?? {})) headers.set(name, value);
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
    call.readHeaders?.(response.headers);
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
