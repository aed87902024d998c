import { MissingParameterError, endpointParameters, endpoints, type Endpoint } from '@sds/contract';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.ts';

const table = Object.entries(endpoints) as [string, Endpoint][];
const withParameters = table.flatMap(([name, endpoint]) =>
  endpointParameters(endpoint.path).map((parameter) => [name, parameter, endpoint] as const),
);
const multipart = table.filter(([, endpoint]) => endpoint.file !== undefined);

function setUp() {
  const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(new Response(null));
  const client = createApiClient({
    getBaseUrl: () => '',
    getLanguage: () => 'en-US',
    getAuthenticatedUser: () => null,
    readCookie: () => undefined,
    fetch,
  });
  return { client, fetch };
}

const allParameters = (endpoint: Endpoint) =>
  Object.fromEntries(endpointParameters(endpoint.path).map((name) => [name, 'x']));

/** Every call without a file where one is needed gets a file, so only the tested gap remains. */
const someFile = (endpoint: Endpoint) =>
  endpoint.file ? { [endpoint.file]: new Blob(['%PDF-1.7']) } : undefined;

// Called the way a caller without type checks (or with a bug) would: through an untyped door.
type UntypedRequest = (options: Record<string, unknown>) => Promise<unknown>;

describe('calls of the contract refused before they are sent (docs/product/wire-conventions.md#required-parameters)', () => {
  it('covers every path parameter and upload of the original call list', () => {
    expect(withParameters.length).toBeGreaterThan(60);
    expect(multipart).toHaveLength(3);
  });

  it.each(
    withParameters.flatMap(([name, parameter, endpoint]) =>
      [undefined, null, '', '  '].map((value) => [name, parameter, value, endpoint] as const),
    ),
  )('%s without %s (%j)', async (_name, parameter, value, endpoint) => {
    const { client, fetch } = setUp();
    const request = client.request as unknown as UntypedRequest;
    const call = request({
      endpoint,
      params: { ...allParameters(endpoint), [parameter]: value },
      files: someFile(endpoint),
    });
    await expect(call).rejects.toBeInstanceOf(MissingParameterError);
    await expect(call).rejects.toMatchObject({ parameter });
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each(multipart)('%s without its file', async (_name, endpoint) => {
    const { client, fetch } = setUp();
    const request = client.request as unknown as UntypedRequest;
    for (const files of [undefined, {}, { [endpoint.file!]: null }]) {
      const call = request({ endpoint, params: allParameters(endpoint), files });
      await expect(call).rejects.toMatchObject({
        name: 'MissingParameterError',
        parameter: endpoint.file,
      });
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for the parameters of an endpoint in its type as well', async () => {
    const { client } = setUp();
    // @ts-expect-error: `id` is missing, and TypeScript says so before the client does.
    const call = client.request({ endpoint: endpoints.productsGet, params: {} });
    await expect(call).rejects.toMatchObject({ parameter: 'id' });
  });

  it.each(table)('%s is sent with its method when nothing is missing', async (_name, endpoint) => {
    const { client, fetch } = setUp();
    const request = client.request as unknown as UntypedRequest;
    await request({ endpoint, params: allParameters(endpoint), files: someFile(endpoint) });
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(endpoint.path.replace(/\{\w+\}/g, 'x'));
    expect(init?.method).toBe(endpoint.method);
  });
});
