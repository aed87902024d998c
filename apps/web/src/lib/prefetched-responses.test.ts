import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  announcePrefetch,
  prefetchResponse,
  takePrefetchedResponse,
} from './prefetched-responses.ts';

// The early requests live in module state: every test starts its own address, so none takes
// another's.
let addresses = 0;
const nextUrl = () => `/api/products/early-${(addresses += 1)}`;

const headers = () => new Headers({ Accept: 'application/json', DeviceId: 'device-1' });

function startEarly(answer: Promise<Response> = Promise.resolve(Response.json({ id: 'p' }))) {
  const url = nextUrl();
  const fetch = vi.fn<typeof globalThis.fetch>().mockReturnValue(answer);
  prefetchResponse(url, headers(), fetch);
  return { url, fetch };
}

// The tests run in Node, whose process reports unhandled rejections; the web's types know no Node.
type RejectionListener = (reason: unknown) => void;
const nodeProcess = (
  globalThis as unknown as {
    process: {
      on(event: 'unhandledRejection', listener: RejectionListener): void;
      off(event: 'unhandledRejection', listener: RejectionListener): void;
    };
  }
).process;

afterEach(() => {
  vi.useRealTimers();
});

describe('a request started early', () => {
  it('is sent at once as a GET with the headers given', () => {
    const { url, fetch } = startEarly();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [sentUrl, init] = fetch.mock.calls[0] ?? [];
    expect(sentUrl).toBe(url);
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).get('DeviceId')).toBe('device-1');
  });

  it('answers the same GET with the same headers, once', async () => {
    const { url } = startEarly();
    const taken = takePrefetchedResponse(url, { method: 'GET', headers: headers() });
    expect(await (await taken)?.json()).toEqual({ id: 'p' });
    expect(takePrefetchedResponse(url, { method: 'GET', headers: headers() })).toBeUndefined();
  });

  it('answers nobody whose headers differ, and is forgotten then', () => {
    const { url } = startEarly();
    const otherHeaders = headers();
    otherHeaders.set('Accept-Language', 'de-DE');
    expect(takePrefetchedResponse(url, { method: 'GET', headers: otherHeaders })).toBeUndefined();
    expect(takePrefetchedResponse(url, { method: 'GET', headers: headers() })).toBeUndefined();
  });

  it('answers no other address and no other method', () => {
    const { url } = startEarly();
    expect(takePrefetchedResponse(`${url}?page=2`, { headers: headers() })).toBeUndefined();
    const post = { method: 'POST', headers: headers(), body: '{}' };
    expect(takePrefetchedResponse(url, post)).toBeUndefined();
  });

  it('is stale after 30 s: the caller asks again', () => {
    vi.useFakeTimers();
    const { url } = startEarly();
    vi.advanceTimersByTime(30_001);
    expect(takePrefetchedResponse(url, { method: 'GET', headers: headers() })).toBeUndefined();
  });

  it('is still taken just within its 30 s', () => {
    vi.useFakeTimers();
    const { url } = startEarly();
    vi.advanceTimersByTime(29_000);
    expect(takePrefetchedResponse(url, { method: 'GET', headers: headers() })).toBeDefined();
  });

  it('ends in an AbortError when the taker’s signal aborts before the answer', async () => {
    const { url } = startEarly(new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const taken = takePrefetchedResponse(url, {
      method: 'GET',
      headers: headers(),
      signal: controller.signal,
    });
    controller.abort();
    await expect(taken).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('is not waited for by a taker whose signal has already aborted', async () => {
    const { url } = startEarly();
    const signal = AbortSignal.abort();
    const taken = takePrefetchedResponse(url, { method: 'GET', headers: headers(), signal });
    await expect(taken).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('that failed gives its taker the failure, as fetch would', async () => {
    const { url } = startEarly(Promise.reject(new TypeError('Failed to fetch')));
    const taken = takePrefetchedResponse(url, { method: 'GET', headers: headers() });
    await expect(taken).rejects.toThrow('Failed to fetch');
  });

  it('is waited for by a taker who comes while its headers are still being built', async () => {
    const url = nextUrl();
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(Response.json({ id: 'p' }));
    let buildHeaders = (_headers: Headers) => undefined as unknown;
    const registered = new Promise<Headers>((resolve) => (buildHeaders = resolve)).then((built) =>
      prefetchResponse(url, built, fetch),
    );
    announcePrefetch(url, registered);
    const taken = takePrefetchedResponse(url, { method: 'GET', headers: headers() });
    expect(taken).toBeDefined();
    buildHeaders(headers());
    expect(await (await taken)?.json()).toEqual({ id: 'p' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('that failed and was never taken is no unhandled rejection', async () => {
    const unhandled = vi.fn();
    nodeProcess.on('unhandledRejection', unhandled);
    try {
      // A plain function: vi.fn() would itself watch the promise it returns.
      const failingFetch = () => Promise.reject(new TypeError('Failed to fetch'));
      prefetchResponse(nextUrl(), headers(), failingFetch);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      nodeProcess.off('unhandledRejection', unhandled);
    }
  });
});
