import { Product, endpoints } from '@sds/contract';
import { describe, expect, it, vi } from 'vitest';
import { fakeXhr } from '../testing/fake-xhr.ts';
import { acetone } from '../testing/product-fixtures.ts';
import { testAuthenticatedUser } from '../testing/test-config.ts';
import { createApiClient, type ApiClientOptions } from './api-client.ts';
import { createUploadClient, type UploadProgress } from './upload-with-progress.ts';

function setUp() {
  const xhr = fakeXhr();
  const progress: UploadProgress[] = [];
  const onUnauthenticated = vi.fn();
  const options: ApiClientOptions = {
    getBaseUrl: () => '',
    getLanguage: () => 'nl',
    getAuthenticatedUser: () => testAuthenticatedUser,
    onUnauthenticated,
    readCookie: () => 'xsrf-value',
  };
  const client = createUploadClient((step) => progress.push(step), options);
  const upload = (file: Blob | null = new Blob(['%PDF-1.7'])) =>
    client.request({
      endpoint: endpoints.productsUpload,
      params: { id: acetone.id, type: 'pdf' },
      files: { file },
      schema: Product,
    });
  return { xhr, progress, upload, onUnauthenticated, options };
}

// Hashing the AuthCode is asynchronous: the request goes out a moment after the call.
const sentRequest = async (xhr: ReturnType<typeof fakeXhr>) => {
  await vi.waitFor(() => expect(xhr.sent()).toHaveLength(1));
  return xhr.latest();
};

describe('uploads with progress', () => {
  it('sends the same device headers (docs/product/wire-conventions.md#request-headers) as every other call, with the file as multipart', async () => {
    const { xhr, upload, options } = setUp();
    const answer = upload();
    const request = await sentRequest(xhr);
    request.respond(201, acetone);
    await expect(answer).resolves.toEqual(acetone);

    expect(request.method).toBe('POST');
    expect(request.url).toBe(`/api/products/${acetone.id}/upload/pdf`);
    expect(request.body).toBeInstanceOf(FormData);
    expect((request.body as FormData).get('file')).toBeInstanceOf(Blob);
    // The reference: what the fetch-based client sends for the same call.
    const fetch = vi.fn(async () => Response.json(acetone, { status: 201 }));
    await createApiClient({ ...options, fetch }).request({
      endpoint: endpoints.productsUpload,
      params: { id: acetone.id, type: 'pdf' },
      files: { file: new Blob(['%PDF-1.7']) },
      schema: Product,
    });
    const fetchHeaders = new Headers(
      (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers,
    );
    expect([...request.requestHeaders.entries()]).toEqual([...fetchHeaders.entries()]);
    expect(request.requestHeaders.get('DeviceId')).toBe(testAuthenticatedUser.deviceGuid);
    expect(request.requestHeaders.get('X-XSRF-TOKEN')).toBe('xsrf-value');
    expect(request.requestHeaders.get('Accept-Language')).toBe('nl-NL');
    expect(request.requestHeaders.get('AuthCode')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reports the bytes sent, ending at 100 % once the body is sent', async () => {
    const { xhr, upload, progress } = setUp();
    const answer = upload();
    const request = await sentRequest(xhr);
    request.progress(250, 1000);
    request.progress(700, 1000);
    request.respond(201, acetone);
    await answer;
    expect(progress).toEqual([
      { loaded: 250, total: 1000 },
      { loaded: 700, total: 1000 },
      { loaded: 1000, total: 1000 },
    ]);
  });

  it('turns a problem answer into an ApiError, and a 401 ends the session', async () => {
    const { xhr, upload, onUnauthenticated } = setUp();
    const tooLarge = upload();
    (await sentRequest(xhr)).respond(
      413,
      { type: 'payload-too-large', title: 'Too large', status: 413 },
      'application/problem+json',
    );
    await expect(tooLarge).rejects.toMatchObject({ type: 'payload-too-large', status: 413 });

    const signedOut = upload();
    await vi.waitFor(() => expect(xhr.sent()).toHaveLength(2));
    xhr
      .latest()
      .respond(
        401,
        { type: 'unauthenticated', title: 'No session', status: 401 },
        'application/problem+json',
      );
    await expect(signedOut).rejects.toMatchObject({ type: 'unauthenticated' });
    expect(onUnauthenticated).toHaveBeenCalledWith(testAuthenticatedUser);
  });

  it('fails as a network error when the connection breaks', async () => {
    const { xhr, upload } = setUp();
    const answer = upload();
    (await sentRequest(xhr)).fail();
    await expect(answer).rejects.toMatchObject({ type: 'network-error', status: 0 });
  });

  it('refuses to send without a file (docs/product/wire-conventions.md#required-parameters)', async () => {
    const { xhr, upload } = setUp();
    await expect(upload(null)).rejects.toMatchObject({ name: 'MissingParameterError' });
    expect(xhr.sent()).toEqual([]);
  });
});
