import { PRODUCT_REQUEST_FIELDS, ProductRequestForm } from '@sds/contract';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { parseBody } from '../../platform/http/parse-input.ts';
import { readUploadForm } from '../../platform/http/upload-form.ts';
import type { IncomingSdsFile } from '../imports/index.ts';

const {
  companyId,
  companyName,
  isExistingProduct,
  remarks,
  file: fileField,
} = PRODUCT_REQUEST_FIELDS;
const TEXT_FIELDS = [companyId, companyName, isExistingProduct, remarks] as const;

export interface ProductRequestSubmission {
  form: z.output<typeof ProductRequestForm>;
  /** The requester's SDS, still streaming; null when the form carries none. */
  file: IncomingSdsFile | null;
}

/**
 * The bytes of a `File` part, or null for what a browser sends for an empty file input: no
 * file name and no bytes. A nameless part with content is a file all the same.
 */
async function fileContent(file: MultipartFile): Promise<AsyncIterable<Buffer> | null> {
  if (file.filename) return file.file;
  const chunks = file.file[Symbol.asyncIterator]();
  const first = await chunks.next();
  if (first.done) return null;
  return (async function* () {
    yield first.value;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  })();
}

/**
 * Reads `POST /api/products/request` (its field names:
 * docs/product/requests-and-feedback.md#product-requests): the text fields, checked before a byte
 * of the file is read, and the optional `File`.
 */
export async function readProductRequestForm(
  request: FastifyRequest,
  maxBytes: number,
): Promise<ProductRequestSubmission> {
  const { fields, file } = await readUploadForm(request, { fields: TEXT_FIELDS, file: fileField });
  const form = parseBody(ProductRequestForm, fields);
  const stream = file ? await fileContent(file) : null;
  if (!file || !stream) return { form, file: null };
  return { form, file: { fileName: file.filename, stream, maxBytes } };
}
