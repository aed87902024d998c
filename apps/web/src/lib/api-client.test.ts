import { HealthResponse, MissingParameterError, endpoints } from '@sds/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  blobResponse,
  createApiClient,
  resolveApiUrl,
  type ApiClientOptions,
  type DeviceCredentials,
} from './api-client.ts';
import { isApiError, type ApiError } from './api-error.ts';
import { hashAuthCode } from './auth-code-hash.ts';

const user: DeviceCredentials = {
  authCode: 'K7QX-M2PD-9WZR-4TNA',
  deviceGuid: '0190a6e8-7c3b-7d2e-9f41-6b2c8e4a1d55',
};
// sha256("K7QX-M2PD-9WZR-4TNA0190a6e8-7c3b-7d2e-9f41-6b2c8e4a1d55"), computed independently.
const USER_AUTH_CODE_HASH = 'dcaef9cf515ef132466f4e855108b6eb36ff062fd36a0496104fcba5eece84ed';

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });

function setUp(overrides: Partial<ApiClientOptions> = {}, response = json({})) {
  const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(response);
  const client = createApiClient({
    getBaseUrl: () => '',
    getLanguage: () => 'en-US',
    getAuthenticatedUser: () => null,
    readCookie: () => undefined,
    fetch,
    ...overrides,
  });
  const sent = () => {
    const [url, init] = fetch.mock.calls[0] ?? [];
    return { url, init, headers: new Headers(init?.headers) };
  };
  return { client, fetch, sent };
}

describe('AuthCode header', () => {
  it('is the lowercase hex SHA-256 of authCode followed by deviceGuid', async () => {
    expect(await hashAuthCode(user.authCode, user.deviceGuid)).toBe(USER_AUTH_CODE_HASH);
  });

  it('hashes the UTF-8 bytes of the text', async () => {
    expect(await hashAuthCode('Ünïcødé-code', 'dev')).toBe(
      'dd426d82f0155b3375319730adbbdb39867fd4c8a548befc7bb98406596c94bc',
    );
  });
});

describe('API client headers', () => {
  it('identifies a signed-in device with AuthCode and DeviceId', async () => {
    const { client, sent } = setUp({ getAuthenticatedUser: () => user });
    await client.request({ path: '/api/products' });
    expect(sent().headers.get('AuthCode')).toBe(USER_AUTH_CODE_HASH);
    expect(sent().headers.get('DeviceId')).toBe(user.deviceGuid);
  });

  it('sends no device headers for a visitor who is not signed in', async () => {
    const { client, sent } = setUp();
    await client.request({ path: '/api/products' });
    expect(sent().headers.has('AuthCode')).toBe(false);
    expect(sent().headers.has('DeviceId')).toBe(false);
  });

  it.each([
    ['nl-NL', 'nl-NL'],
    ['de-DE', 'de-DE'],
    ['fr-FR', 'fr-FR'],
    ['en-US', 'en-US'],
    ['it-IT', 'en-US'],
  ])('asks for the product language of interface language %s as %s', async (language, header) => {
    const { client, sent } = setUp({ getLanguage: () => language });
    await client.request({ path: '/api/products' });
    expect(sent().headers.get('Accept-Language')).toBe(header);
  });

  it('echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN when the cookie is set', async () => {
    const withCookie = setUp({ readCookie: (name) => (name === 'XSRF-TOKEN' ? 'xsrf-1' : '') });
    await withCookie.client.request({ method: 'POST', path: '/api/feedback', body: {} });
    expect(withCookie.sent().headers.get('X-XSRF-TOKEN')).toBe('xsrf-1');

    const withoutCookie = setUp();
    await withoutCookie.client.request({ method: 'POST', path: '/api/feedback', body: {} });
    expect(withoutCookie.sent().headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('reads the XSRF-TOKEN cookie when each call is sent, as login rotates it', async () => {
    let cookie = 'before-login';
    const { client, fetch } = setUp({ readCookie: () => cookie });
    await client.request({ endpoint: endpoints.authorizationLogin, body: {} });
    cookie = 'after-login';
    await client.request({ endpoint: endpoints.authorizationLogout });
    const sentTokens = fetch.mock.calls.map(([, init]) => new Headers(init?.headers));
    expect(sentTokens.map((headers) => headers.get('X-XSRF-TOKEN'))).toEqual([
      'before-login',
      'after-login',
    ]);
  });

  it('reads the XSRF-TOKEN cookie of the page by default', async () => {
    document.cookie = 'XSRF-TOKEN=from%20cookie; path=/';
    const { client, sent } = setUp({ readCookie: undefined });
    await client.request({ method: 'DELETE', path: '/api/Authorization' });
    expect(sent().headers.get('X-XSRF-TOKEN')).toBe('from cookie');
  });

  it('adds the Api-Key only when one is configured', async () => {
    const withKey = setUp({ apiKey: 'key-1' });
    await withKey.client.request({ path: '/api/products' });
    expect(withKey.sent().headers.get('Api-Key')).toBe('key-1');

    const withoutKey = setUp();
    await withoutKey.client.request({ path: '/api/products' });
    expect(withoutKey.sent().headers.has('Api-Key')).toBe(false);
  });

  it('sends cookies to its own origin only and JSON bodies as JSON', async () => {
    const { client, sent } = setUp();
    await client.request({ method: 'POST', path: '/api/feedback', body: { message: 'Hi' } });
    expect(sent().init?.credentials).toBe('same-origin');
    expect(sent().init?.method).toBe('POST');
    expect(sent().init?.body).toBe('{"message":"Hi"}');
    expect(sent().headers.get('Content-Type')).toBe('application/json');
  });
});

describe('API client and the end of a session', () => {
  const unauthenticated = () =>
    json(
      { type: 'unauthenticated', title: 'Unauthenticated', status: 401 },
      { status: 401, headers: { 'Content-Type': 'application/problem+json' } },
    );

  it('reports a 401 to a signed-in call with the credentials it was sent with', async () => {
    const onUnauthenticated = vi.fn();
    const { client } = setUp(
      { getAuthenticatedUser: () => user, onUnauthenticated },
      unauthenticated(),
    );
    await expect(client.request({ path: '/api/products' })).rejects.toMatchObject({
      type: 'unauthenticated',
    });
    expect(onUnauthenticated).toHaveBeenCalledWith(user);
  });

  it('does not report a 401 of a visitor, or of a call that expects one', async () => {
    const onUnauthenticated = vi.fn();
    const visitor = setUp({ onUnauthenticated }, unauthenticated());
    await visitor.client.request({ path: '/api/products' }).catch(() => undefined);
    const logout = setUp(
      { getAuthenticatedUser: () => user, onUnauthenticated },
      unauthenticated(),
    );
    await logout.client
      .request({ endpoint: endpoints.authorizationLogout, endsSessionOn401: false })
      .catch(() => undefined);
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
});

describe('API client and account bearer tokens', () => {
  const TOKEN = 'account-token-0123456789abcdefghij';

  it('sends Authorization: Bearer only while an account session exists', async () => {
    const signedIn = setUp({ getBearerToken: () => TOKEN });
    await signedIn.client.request({ endpoint: endpoints.accountSelf });
    expect(signedIn.sent().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);

    const signedOut = setUp({ getBearerToken: () => null });
    await signedOut.client.request({ endpoint: endpoints.accountSelf });
    expect(signedOut.sent().headers.has('Authorization')).toBe(false);
  });

  it('keeps a device’s headers as they are, and sends it no bearer token', async () => {
    const { client, sent } = setUp({ getAuthenticatedUser: () => user });
    await client.request({ path: '/api/products' });
    expect(sent().headers.get('AuthCode')).toBe(USER_AUTH_CODE_HASH);
    expect(sent().headers.has('Authorization')).toBe(false);
  });

  it('reports a 401 to a call with the bearer token it was sent with', async () => {
    const onBearerRejected = vi.fn();
    const onUnauthenticated = vi.fn();
    const problem = json(
      { type: 'unauthenticated', title: 'Unauthenticated', status: 401 },
      { status: 401, headers: { 'Content-Type': 'application/problem+json' } },
    );
    const { client } = setUp(
      { getBearerToken: () => TOKEN, onBearerRejected, onUnauthenticated },
      problem,
    );
    await client.request({ endpoint: endpoints.accountSelf }).catch(() => undefined);
    expect(onBearerRejected).toHaveBeenCalledWith(TOKEN);
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
});

describe('API client addresses', () => {
  it('puts every call under {apiBaseUrl}/api with its query', () => {
    expect(resolveApiUrl('', '/api/products', { search: 'aceton', allLocales: true })).toBe(
      '/api/products?search=aceton&allLocales=true',
    );
    expect(resolveApiUrl('https://sds.example/', '/products/list')).toBe(
      'https://sds.example/api/products/list',
    );
    expect(resolveApiUrl('', '/api/products', { search: undefined, companyId: null })).toBe(
      '/api/products',
    );
  });

  it('fills path parameters URL-encoded', async () => {
    const { client, sent } = setUp({ getBaseUrl: () => 'https://sds.example' });
    await client.request({
      path: '/api/products/articlenumber/{articleNumber}/{locale}',
      params: { articleNumber: 'A/100', locale: 'nl-NL' },
    });
    expect(sent().url).toBe('https://sds.example/api/products/articlenumber/A%2F100/nl-NL');
  });
});

describe('API client refusals', () => {
  it('refuses a call without a required path parameter before anything is sent', async () => {
    const { client, fetch } = setUp();
    const call = client.request({ path: '/api/products/{id}', params: { id: '' } });
    await expect(call).rejects.toBeInstanceOf(MissingParameterError);
    await expect(call).rejects.toMatchObject({ parameter: 'id' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses an upload without its file before anything is sent', async () => {
    const { client, fetch } = setUp();
    const call = client.request({
      method: 'POST',
      path: '/api/products/{id}/upload/{type}',
      params: { id: 'p1', type: 'pdf' },
      files: { file: undefined },
    });
    await expect(call).rejects.toMatchObject({ name: 'MissingParameterError', parameter: 'file' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends an upload as multipart form data with its fields', async () => {
    const { client, sent } = setUp();
    const file = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    await client.request({
      method: 'POST',
      path: '/api/products/request',
      files: { File: file },
      fields: { CompanyId: 'c1', IsExistingProduct: false, Remarks: undefined },
    });
    const body = sent().init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('CompanyId')).toBe('c1');
    expect(body.get('IsExistingProduct')).toBe('false');
    expect(body.has('Remarks')).toBe(false);
    expect(sent().headers.has('Content-Type')).toBe(false);
  });

  it('sends the fields before the file, so a streaming server knows them when the file comes', async () => {
    const { client, sent } = setUp();
    const file = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    await client.request({
      endpoint: endpoints.vibUpload,
      files: { file },
      fields: { locale: 'de-DE' },
    });
    const body = sent().init?.body as FormData;
    expect([...body.keys()]).toEqual(['locale', 'file']);
  });
});

describe('API client answers', () => {
  it('checks a successful answer against its contract schema', async () => {
    const health = { status: 'ok', version: '1.0.0', uptimeSeconds: 3 };
    const { client } = setUp({}, json(health));
    await expect(client.request({ path: '/api/health', schema: HealthResponse })).resolves.toEqual(
      health,
    );
  });

  it('hands over a file answer as a Blob, and still reads a failed one as a problem', async () => {
    const pdf = new Response('%PDF-1.7 …', { headers: { 'Content-Type': 'application/pdf' } });
    const { client } = setUp({}, pdf);
    const call = {
      endpoint: endpoints.productsDownloadGenerated,
      params: { id: 'p1', type: 'sheet' },
    };
    const file = await client.request({ ...call, schema: blobResponse });
    expect(file).toBeInstanceOf(Blob);
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.7 …');

    const problem = { type: 'not-found', title: 'Not found', status: 404 };
    const notFound = json(problem, {
      status: 404,
      headers: { 'Content-Type': 'application/problem+json' },
    });
    const failing = setUp({}, notFound).client;
    await expect(failing.request({ ...call, schema: blobResponse })).rejects.toMatchObject({
      type: 'not-found',
    });
  });

  it('turns an answer that breaks the contract into an unexpected-response error', async () => {
    const { client } = setUp({}, json({ status: 'fine' }));
    const call = client.request({ path: '/api/health', schema: HealthResponse });
    await expect(call).rejects.toMatchObject({ type: 'unexpected-response', status: 200 });
  });

  it('reads a problem document into an ApiError with type, status, title and field errors', async () => {
    const problem = {
      type: 'validation-failed',
      title: 'The request is not valid',
      status: 400,
      errors: [{ path: 'body.email', message: 'Invalid email', code: 'invalid_format' }],
    };
    const response = json(problem, {
      status: 400,
      headers: { 'Content-Type': 'application/problem+json; charset=utf-8' },
    });
    const { client } = setUp({}, response);
    const error = await client.request({ method: 'POST', path: '/api/account' }).catch((e) => e);
    expect(isApiError(error, 'validation-failed')).toBe(true);
    expect(error).toMatchObject({ status: 400, title: 'The request is not valid' });
    expect((error as ApiError).errors).toEqual(problem.errors);
  });

  it('reads the failed login as authorisation-failed', async () => {
    const problem = { type: 'authorisation-failed', title: 'Authorisation failed', status: 403 };
    const response = json(problem, {
      status: 403,
      headers: { 'Content-Type': 'application/problem+json' },
    });
    const { client } = setUp({}, response);
    await expect(
      client.request({ method: 'POST', path: '/api/Authorization', body: {} }),
    ).rejects.toMatchObject({ type: 'authorisation-failed', status: 403 });
  });

  it('keeps the review state a refused decision reports (409 conflict)', async () => {
    const problem = {
      type: 'conflict',
      title: 'Cannot approve a product that is Approved',
      status: 409,
      reviewStatus: 'Approved',
    };
    const response = json(problem, {
      status: 409,
      headers: { 'Content-Type': 'application/problem+json' },
    });
    const { client } = setUp({}, response);
    const error = await client
      .request({ endpoint: endpoints.productsApprove, params: { id: 'x' } })
      .catch((e) => e);
    expect(error).toMatchObject({ type: 'conflict', status: 409, reviewStatus: 'Approved' });
  });

  it('derives a type from the status when the answer is no problem document', async () => {
    const { client } = setUp({}, new Response('<h1>Bad gateway</h1>', { status: 502 }));
    await expect(client.request({ path: '/api/products' })).rejects.toMatchObject({
      type: 'internal-error',
      status: 502,
    });
  });

  it.each([
    ['seconds', '120', 120],
    ['an HTTP date', new Date(Date.now() + 60_000).toUTCString(), 60],
  ])('reads Retry-After given in %s', async (_format, header, seconds) => {
    const response = json(
      { type: 'rate-limited', title: 'Too many requests', status: 429 },
      {
        status: 429,
        headers: { 'Content-Type': 'application/problem+json', 'Retry-After': header },
      },
    );
    const { client } = setUp({}, response);
    const error = (await client.request({ path: '/api/products' }).catch((e) => e)) as ApiError;
    expect(error.type).toBe('rate-limited');
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(seconds - 1);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(seconds);
  });

  it('reports a network failure as network-error', async () => {
    const { client, fetch } = setUp();
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(client.request({ path: '/api/products' })).rejects.toMatchObject({
      type: 'network-error',
      status: 0,
    });
  });
});
