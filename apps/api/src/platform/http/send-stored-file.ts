import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import { AppError } from './app-error.ts';
import type { FileStore } from '../storage/file-store.ts';
import { storedFileName } from '../storage/stored-file-name.ts';

export interface StoredDocument {
  storageKey: string;
  sha256: string;
  sizeBytes: number;
  contentType: string;
  fileName: string;
  createdAt: Date;
}

export interface SendOptions {
  /** `attachment` saves the file; `inline` shows it in the browser (`<img>`, `<iframe>`). */
  disposition: 'inline' | 'attachment';
  /** How long the browser may keep it without asking again (a signed link's remaining life). */
  maxAgeSeconds: number;
}

/** Strong validator: the content's own hash, so it changes exactly when the bytes do. */
function entityTag(document: StoredDocument): string {
  return `"${document.sha256}"`;
}

/** RFC 9110 §13.1.2: does If-None-Match list this tag (or `*`)? Weak comparison. */
function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag);
}

/**
 * The single range to send, or null for the whole file. Malformed Range headers are ignored
 * (RFC 9110 §14.2), as are several ranges (a whole 200 is a valid answer); a Range that
 * `If-Range` no longer matches gets the whole file; an unsatisfiable one is a 416.
 */
function requestedRange(request: FastifyRequest, document: StoredDocument, tag: string) {
  const header = request.headers.range;
  if (!header) return null;
  const ifRange = request.headers['if-range'];
  if (ifRange !== undefined && String(ifRange).trim() !== tag) return null;
  const ranges = parseRange(document.sizeBytes, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable' as const;
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return ranges[0] ?? null;
}

/**
 * Answers a GET or HEAD for a stored document: content type and length, a Content-Disposition
 * whose name's extension follows the type (nosniff comes with every response), ETag with
 * If-None-Match (304), single byte ranges (206, 416), and the bytes streamed from the file
 * store. Fastify answers HEAD from the same handler without a body.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  store: FileStore,
  document: StoredDocument,
  options: SendOptions,
): Promise<FastifyReply> {
  const tag = entityTag(document);
  reply
    .header('etag', tag)
    .header('last-modified', document.createdAt.toUTCString())
    .header('cache-control', `private, max-age=${Math.max(0, options.maxAgeSeconds)}`)
    .header('accept-ranges', 'bytes')
    // The document may be framed by the web app's own pages (the inline pdf view), no one else's.
    .header('content-security-policy', "frame-ancestors 'self'")
    .header('x-frame-options', 'SAMEORIGIN');

  if (matchesIfNoneMatch(request.headers['if-none-match'], tag)) {
    return reply.code(304).send();
  }

  const range = requestedRange(request, document, tag);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${document.sizeBytes}`);
    throw new AppError('range-not-satisfiable', `The file has ${document.sizeBytes} bytes`);
  }

  // The name's extension follows the type even for rows kept before that rule (decision 0034):
  // a saved file is opened by its extension, whatever the Content-Type said.
  const fileName = storedFileName(document.fileName, document.contentType);
  reply
    .type(document.contentType)
    .header('content-disposition', contentDisposition(fileName, { type: options.disposition }));
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${document.sizeBytes}`)
      .header('content-length', range.end - range.start + 1);
    return reply.send(await store.read(document.storageKey, range));
  }
  reply.header('content-length', document.sizeBytes);
  return reply.send(await store.read(document.storageKey));
}
