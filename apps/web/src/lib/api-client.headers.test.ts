import { endpoints } from '@sds/contract';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.ts';

describe('headers of one call', () => {
  it('sends the call’s own headers and reads the answer’s (If-Match and ETag, decision 0063)', async () => {
    const answer = new Response('{}', {
      headers: { 'Content-Type': 'application/json', ETag: '"c-1"' },
    });
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(answer);
    const client = createApiClient({
      getBaseUrl: () => '',
      getLanguage: () => 'en-US',
      getAuthenticatedUser: () => null,
      readCookie: () => undefined,
      fetch,
    });
    let entityTag: string | null = null;
    await client.request({
      endpoint: endpoints.productsUpdate,
      params: { id: '0190a6e8-7c3b-7d2e-9f41-6b2c8e4a1d55' },
      body: {},
      headers: { 'If-Match': '"c-0"' },
      readHeaders: (headers) => (entityTag = headers.get('etag')),
    });
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('If-Match')).toBe('"c-0"');
    expect(entityTag).toBe('"c-1"');
  });
});
