// Requests a screen will make, started early by the page (app/route-data-prefetch.ts, decision
// 0069): the API client takes the answer of one whose address and headers are the very ones it
// would send, instead of sending it again.

/** An early request not asked for within this time is forgotten (its answer may be stale). */
const PREFETCH_LIFETIME_MS = 30_000;

type Prefetch = { headers: Headers; response: Promise<Response>; startedAt: number };

const prefetches = new Map<string, Prefetch>();

/** Early requests whose headers are still being built (hashing the AuthCode takes a moment). */
const announced = new Map<string, Promise<void>>();

/**
 * Says that `GET url` starts once `registered` settles: a caller who asks for it meanwhile
 * waits for it instead of sending the request a second time.
 */
export function announcePrefetch(url: string, registered: Promise<unknown>): void {
  const settled = registered.then(
    () => undefined,
    () => undefined,
  );
  announced.set(url, settled);
  void settled.then(() => {
    if (announced.get(url) === settled) announced.delete(url);
  });
}

/** Starts `GET url` with these headers now, for the API client to take later. */
export function prefetchResponse(
  url: string,
  headers: Headers,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): void {
  const response = fetchImpl(url, { method: 'GET', headers, credentials: 'same-origin' });
  // Taken or not, a failed early request is never an unhandled rejection; its taker sees it.
  response.catch(() => undefined);
  prefetches.set(url, { headers, response, startedAt: Date.now() });
}

function haveSameEntries(a: Headers, b: Headers): boolean {
  const entries = (headers: Headers) => JSON.stringify([...headers.entries()]);
  return entries(a) === entries(b);
}

/** The answer, unless the signal aborts first (then an AbortError, as fetch gives). */
function untilAborted(response: Promise<Response>, signal: AbortSignal | null | undefined) {
  if (!signal) return response;
  return new Promise<Response>((resolve, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The early answer to exactly this request (a GET to the same address with the same headers),
 * taken once; undefined when there is none, so the caller sends the request itself. While an
 * announced one is still building its headers, the answer waits for it (and sends the request
 * itself if it does not fit after all).
 */
export function takePrefetchedResponse(
  url: string,
  init: RequestInit = {},
): Promise<Response> | undefined {
  const prefetch = prefetches.get(url);
  if (!prefetch) {
    const starting = announced.get(url);
    if (!starting) return undefined;
    announced.delete(url);
    return starting.then(() => takePrefetchedResponse(url, init) ?? fetch(url, init));
  }
  prefetches.delete(url);
  const isPlainGet =
    (init.method ?? 'GET') === 'GET' && (init.body === undefined || init.body === null);
  const isFresh = Date.now() - prefetch.startedAt <= PREFETCH_LIFETIME_MS;
  if (!isPlainGet || !isFresh) return undefined;
  if (!haveSameEntries(prefetch.headers, new Headers(init.headers))) return undefined;
  return untilAborted(prefetch.response, init.signal);
}
