import { appClientOptions, createApiClient, type ApiClient } from './api-client.ts';
import { holdWork } from './work-in-progress.ts';

/** How far an upload is: bytes of the request body sent, of how many. */
export type UploadProgress = { loaded: number; total: number };

export type UploadProgressListener = (progress: UploadProgress) => void;

// Answers that may not carry a body: `new Response(body)` refuses one for these.
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const separator = line.indexOf(':');
    if (separator > 0) headers.append(line.slice(0, separator).trim(), line.slice(separator + 1));
  }
  return headers;
}

const abortError = () => new DOMException('The request was cancelled', 'AbortError');

/**
 * A `fetch` made of XMLHttpRequest, the one browser API that reports how much of a request
 * body is sent (fetch cannot). It does what the API client asks of fetch — method, headers,
 * body, abort signal, an answer as a Response — and fails like fetch: a TypeError without an
 * answer, an AbortError when cancelled. When the body is sent, progress ends at 100 %.
 */
export function fetchWithUploadProgress(onProgress: UploadProgressListener): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const { signal } = init;
      if (signal?.aborted) {
        reject(abortError());
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', input instanceof Request ? input.url : String(input));
      new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.withCredentials = init.credentials === 'include';
      let total = 0;
      xhr.upload.onprogress = (event) => {
        if (!event.lengthComputable) return;
        total = event.total;
        onProgress({ loaded: event.loaded, total });
      };
      xhr.upload.onload = () => onProgress({ loaded: total || 1, total: total || 1 });
      // A reload for an app update waits until the upload has its answer.
      const endUpload = holdWork('upload');
      xhr.onload = () => {
        endUpload();
        const body = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
        const headers = responseHeaders(xhr.getAllResponseHeaders());
        resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers }));
      };
      xhr.onerror = () => {
        endUpload();
        reject(new TypeError('The upload failed: no answer'));
      };
      xhr.ontimeout = xhr.onerror;
      xhr.onabort = () => {
        endUpload();
        reject(abortError());
      };
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      try {
        xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
      } catch (error) {
        endUpload();
        throw error;
      }
    });
}

/**
 * An API client like the app's (the same device headers
 * (docs/product/wire-conventions.md#request-headers), problem parsing and session end on a 401)
 * whose calls report the progress of what they send: for document uploads.
 */
export function createUploadClient(
  onProgress: UploadProgressListener,
  options = appClientOptions,
): ApiClient {
  return createApiClient({ ...options, fetch: fetchWithUploadProgress(onProgress) });
}
