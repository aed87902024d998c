import type { DocumentKind } from '@sds/contract';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../http/app-error.ts';

/**
 * What each kind of document may be, by its content (docs/product/documents.md#stored-documents);
 * never SVG, which runs code.
 */
const ACCEPTED_TYPES: Record<DocumentKind, readonly string[]> = {
  pdf: ['application/pdf'],
  image: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
};

/** file-type reads at most this much of a file to recognise it. */
const SNIFF_BYTES = 4100;

export interface SniffedUpload {
  contentType: string;
  /** The whole content again, the sniffed head included, for the file store. */
  content: AsyncIterable<Buffer>;
}

/**
 * How an upload's content is recognised: from its first bytes and what file-type made of them,
 * the content type it is accepted as, or null; and what to tell whoever sent something else.
 */
export interface UploadRecogniser {
  recognise(head: Buffer, detected: string | undefined): string | null;
  expected: string;
}

/** The documents of a product, by kind (docs/product/documents.md#stored-documents). */
export function documentRecogniser(kind: DocumentKind): UploadRecogniser {
  return {
    recognise: (_head, detected) =>
      detected && ACCEPTED_TYPES[kind].includes(detected) ? detected : null,
    expected: kind === 'pdf' ? 'a PDF' : 'a PNG, JPEG, WebP or GIF image',
  };
}

/**
 * Recognises an upload by its first bytes (not by the client's word: a renamed executable is
 * no PDF) and hands its content on unread past the head, so a large file still streams. An
 * empty file is a `400`; a file of another type a `415` that says what is accepted.
 */
export async function sniffUpload(
  stream: AsyncIterable<Buffer>,
  accepted: DocumentKind | UploadRecogniser,
): Promise<SniffedUpload> {
  const recogniser = typeof accepted === 'string' ? documentRecogniser(accepted) : accepted;
  const chunks = stream[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let headSize = 0;
  while (headSize < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
    headSize += next.value.length;
  }
  const headBytes = Buffer.concat(head);
  if (headBytes.length === 0) {
    throw new AppError('validation-failed', 'The file is empty', {
      errors: [{ path: 'file', message: 'is empty', code: 'empty_file' }],
    });
  }
  const detected = (await fileTypeFromBuffer(headBytes))?.mime;
  const contentType = recogniser.recognise(headBytes, detected);
  if (!contentType) {
    throw new AppError('unsupported-media-type', `The file is not ${recogniser.expected}`);
  }
  async function* whole(): AsyncIterable<Buffer> {
    yield headBytes;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  return { contentType, content: whole() };
}
