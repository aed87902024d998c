import { onTestFinished, vi } from 'vitest';

type ProgressHandler =
  ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

/**
 * A stand-in for XMLHttpRequest that a test drives by hand: it records what was sent, and
 * `progress()` / `respond()` / `fail()` play the browser's part. Only what
 * `fetchWithUploadProgress` uses is there.
 */
export class FakeXhr {
  method = '';
  url = '';
  body: unknown = null;
  withCredentials = false;
  readonly requestHeaders = new Headers();
  status = 0;
  statusText = '';
  responseText = '';
  private answerHeaders = '';
  readonly upload: { onprogress: ProgressHandler; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.requestHeaders.set(name, value);
  }

  send(body: unknown) {
    this.body = body;
    sentRequests.push(this);
  }

  abort() {
    this.onabort?.();
  }

  getAllResponseHeaders() {
    return this.answerHeaders;
  }

  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  /** The whole body was sent and the server answered, with more headers if given. */
  respond(
    status: number,
    body: unknown,
    contentType = 'application/json',
    headers: Record<string, string> = {},
  ) {
    this.upload.onload?.();
    this.status = status;
    this.responseText = body === null ? '' : JSON.stringify(body);
    const lines = Object.entries({ 'content-type': contentType, ...headers });
    this.answerHeaders = lines.map(([name, value]) => `${name}: ${value}\r\n`).join('');
    this.onload?.();
  }

  /** The connection broke: no answer at all. */
  fail() {
    this.onerror?.();
  }
}

let sentRequests: FakeXhr[] = [];

/**
 * Replaces the browser's XMLHttpRequest for one test; `sent()` lists the requests in order.
 * The real one comes back when the test ends.
 */
export function fakeXhr() {
  sentRequests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  onTestFinished(() => void vi.unstubAllGlobals());
  return {
    sent: () => sentRequests,
    /** The last request sent, waiting for the test's answer. */
    latest: () => {
      const request = sentRequests.at(-1);
      if (!request) throw new Error('No XMLHttpRequest was sent');
      return request;
    },
  };
}
