import type { AuthenticatedUser } from '@sds/contract';
import { vi } from 'vitest';
import { testAuthenticatedUser } from './test-config.ts';

/** One request as the API client sent it, for assertions. */
export type SentRequest = {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  /** The request's abort signal, to see that a stale request was cancelled. */
  signal: AbortSignal | null | undefined;
};

type Handler = (request: SentRequest) => Response | Promise<Response>;

/**
 * Replaces the browser's fetch for a test: `handler` answers every request, `sent()` lists
 * what was sent. Requests other than `/api/...` (none are expected) fail the test.
 */
export function fakeApi(handler: Handler) {
  const requests: SentRequest[] = [];
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
      const request = {
        url,
        method: init?.method ?? 'GET',
        headers: new Headers(init?.headers),
        body,
        signal: init?.signal,
      };
      requests.push(request);
      if (!url.startsWith('/api/')) throw new Error(`Unexpected request to ${url}`);
      return handler(request);
    });
  return { fetch, sent: () => requests };
}

export const jsonResponse = (body: unknown, status = 200) => Response.json(body, { status });

/** An RFC 9457 problem answer as the API gives it. */
export function problemResponse(status: number, type: string, headers: HeadersInit = {}) {
  return new Response(JSON.stringify({ type, title: type, status }), {
    status,
    headers: { 'Content-Type': 'application/problem+json', ...headers },
  });
}

/** The login answer: the contract's fields, plus one this version of the web app ignores. */
export function loginResponse(overrides: Partial<AuthenticatedUser> = {}) {
  return { ...testAuthenticatedUser, ...overrides, licenceKind: 'user-licence' };
}

/** A request that has not been answered yet; `answer` sends the response. */
export function pendingResponse() {
  let answer: (response: Response) => void = () => undefined;
  const response = new Promise<Response>((resolve) => (answer = resolve));
  return { response, answer };
}
