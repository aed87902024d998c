import { endpoints } from '@sds/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchQuery } from '../features/products/api/search-request.ts';
import { createApiClient } from '../lib/api-client.ts';
import { hashAuthCode } from '../lib/auth-code-hash.ts';
import { readAuthenticatedUser, saveAuthenticatedUser } from '../lib/authenticated-user.ts';
import { takePrefetchedResponse } from '../lib/prefetched-responses.ts';
import { testAuthenticatedUser, testRuntimeConfig } from '../testing/test-config.ts';
import { prefetchRouteData } from './route-data-prefetch.ts';

const PRODUCT_ID = '0190a6e8-7c3b-7d2e-9f41-6b2c8e4a1d55';
const config = { ...testRuntimeConfig, apiBaseUrl: 'https://portal.example' };

let fetch: ReturnType<typeof vi.fn<typeof globalThis.fetch>>;

beforeEach(() => {
  fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({}));
  saveAuthenticatedUser(testAuthenticatedUser);
});

afterEach(() => {
  // Whatever a test started and did not take must not answer the next test.
  for (const [url, init] of fetch.mock.calls) takePrefetchedResponse(String(url), init);
});

/** Where the page is and what it started, as `[url, headers]`. */
async function prefetchAt(address: string, language = 'en-US') {
  const { pathname, search } = new URL(address, 'https://portal.example');
  await prefetchRouteData({ pathname, search }, config, language);
  return fetch.mock.calls.map(([url, init]) => [String(url), new Headers(init?.headers)] as const);
}

describe('the data request started with the screen’s code', () => {
  it('asks for the first page of the search in ?q=', async () => {
    const started = await prefetchAt('/search?q=%20aceton%20');
    expect(started.map(([url]) => url)).toEqual([
      'https://portal.example/api/products?search=aceton&page=1&pageSize=25',
    ]);
  });

  it('asks for all products, by name, for a search without text, as the screen does', async () => {
    const started = await prefetchAt('/search');
    expect(started.map(([url]) => url)).toEqual([
      'https://portal.example/api/products?page=1&pageSize=25',
    ]);
  });

  it('asks for nothing for a search of one character, which the screen does not send', async () => {
    expect(await prefetchAt('/search?q=a')).toEqual([]);
  });

  it.each([
    [`/product/${PRODUCT_ID}`, `/api/products/${PRODUCT_ID}`],
    ['/product?articleNumber=A-100&locale=de-DE', '/api/products/articlenumber/A-100/de-DE'],
    ['/product?masterCode=M-7', '/api/products/mastercode/M-7'],
  ])('asks for the sheet at %s: %s', async (address, path) => {
    const started = await prefetchAt(address);
    expect(started.map(([url]) => url)).toEqual([`https://portal.example${path}`]);
  });

  it.each([
    '/product/new',
    '/product?articleNumber=A-100',
    '/product',
    '/',
    '/login',
    '/review',
    '/admin/devices',
    `/product/${PRODUCT_ID}/edit`,
  ])('asks for nothing at %s', async (address) => {
    expect(await prefetchAt(address)).toEqual([]);
  });

  it('asks for nothing when nobody is signed in', async () => {
    localStorage.clear();
    expect(await prefetchAt('/search?q=aceton')).toEqual([]);
    expect(await prefetchAt(`/product/${PRODUCT_ID}`)).toEqual([]);
  });

  it('identifies the device and asks in the interface language’s product language', async () => {
    const [[, headers] = []] = await prefetchAt(`/product/${PRODUCT_ID}`, 'de-DE');
    const { authCode, deviceGuid } = testAuthenticatedUser;
    expect(headers?.get('AuthCode')).toBe(await hashAuthCode(authCode, deviceGuid));
    expect(headers?.get('DeviceId')).toBe(deviceGuid);
    expect(headers?.get('Accept-Language')).toBe('de-DE');
  });

  it('is the request the API client then makes: it is answered without a second one', async () => {
    await prefetchAt('/search?q=aceton', 'de-DE');
    const client = createApiClient({
      getBaseUrl: () => config.apiBaseUrl,
      getLanguage: () => 'de-DE',
      getAuthenticatedUser: readAuthenticatedUser,
    });
    await client.request({ endpoint: endpoints.productsSearch, query: searchQuery('aceton', 1) });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is not taken by a call in another language: that call is sent itself', async () => {
    await prefetchAt('/search?q=aceton', 'de-DE');
    const client = createApiClient({
      getBaseUrl: () => config.apiBaseUrl,
      getLanguage: () => 'fr-FR',
      getAuthenticatedUser: readAuthenticatedUser,
    });
    await client.request({ endpoint: endpoints.productsSearch, query: searchQuery('aceton', 1) });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get('Accept-Language')).toBe('fr-FR');
  });
});
