import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';

export const MONITORING_RECEIVER_PORT = Number(process.env.E2E_MONITORING_PORT ?? 8182);

/** One item of a Sentry envelope (an event, a transaction, a session…), header and payload. */
export interface ReceivedItem {
  type: string;
  payload: Record<string, unknown>;
}

/**
 * A local stand-in for Sentry/GlitchTip: accepts envelopes at `/api/<project>/envelope/` the way
 * the real service does, and lists what arrived at `GET /received` for the specs to check.
 */
export function startMonitoringReceiver(port = MONITORING_RECEIVER_PORT): Promise<Server> {
  const received: ReceivedItem[] = [];
  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    if (request.method === 'GET' && request.url === '/received') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end(JSON.stringify(received));
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (!/^\/api\/\d+\/envelope\/?/.test(request.url ?? '')) {
        return void response.writeHead(404).end();
      }
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      received.push(...parseEnvelope(body.toString('utf8')));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** Envelope: a header line, then for each item a header line and a payload line. */
function parseEnvelope(text: string): ReceivedItem[] {
  const lines = text.split('\n').filter(Boolean);
  const items: ReceivedItem[] = [];
  for (let index = 1; index + 1 < lines.length; index += 2) {
    try {
      const header = JSON.parse(lines[index] ?? '') as { type: string };
      items.push({ type: header.type, payload: JSON.parse(lines[index + 1] ?? '') });
    } catch {
      // Binary attachments and the like are not needed by the specs.
    }
  }
  return items;
}

/** What the receiver has collected so far. */
export async function receivedItems(): Promise<ReceivedItem[]> {
  const response = await fetch(`http://127.0.0.1:${MONITORING_RECEIVER_PORT}/received`);
  return (await response.json()) as ReceivedItem[];
}

interface StreamedSpan {
  name?: string;
  is_segment?: boolean;
  attributes?: Record<string, { value?: unknown }>;
}

/**
 * The page views among received items: Sentry 11 streams spans (envelope items of type `span`,
 * version 2, holding `items`); a page view is a segment span whose op is `pageload` or
 * `navigation`, named after its route.
 */
export function pageViewsIn(items: ReceivedItem[]): { op: string; route: string }[] {
  return items
    .filter((item) => item.type === 'span')
    .flatMap((item) => (item.payload.items as StreamedSpan[] | undefined) ?? [])
    .map((span) => ({
      op: String(span.attributes?.['sentry.op']?.value ?? ''),
      route: span.name ?? '',
      isSegment: span.is_segment === true,
    }))
    .filter((span) => span.isSegment && (span.op === 'pageload' || span.op === 'navigation'))
    .map(({ op, route }) => ({ op, route }));
}
