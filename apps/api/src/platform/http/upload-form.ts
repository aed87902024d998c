import multipart, { type MultipartFile } from '@fastify/multipart';
import { PassThrough, finished } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** A text field of an upload form is a few words or a remark, never a megabyte. */
const FIELD_SIZE_BYTES = 64 * 1024;

/**
 * Multipart parsing for the upload routes of one plugin scope: one file, a few text fields.
 * Busboy ends a file at its `fileSize` *silently* (the stream just ends), so the limit is one
 * byte above `UPLOAD_LIMIT_BYTES`: the file store sees the excess and refuses the file (413)
 * instead of keeping a truncated one.
 */
export async function registerUploadForms(
  app: FastifyInstance,
  options: { fields: number },
): Promise<void> {
  await app.register(multipart, {
    limits: {
      files: 1,
      fields: options.fields,
      parts: options.fields + 1,
      fieldSize: FIELD_SIZE_BYTES,
      fileSize: app.config.uploadLimitBytes + 1,
    },
  });
}

/** The `400` of a form whose required file is missing. */
export function missingFile(field: string): AppError {
  return new AppError('validation-failed', 'No file', {
    errors: [{ path: field, message: 'is required', code: 'missing_file' }],
  });
}

/**
 * Whatever goes wrong while a form is read is the form's fault: busboy reports a missing
 * boundary, a body cut short or a broken part header as plain Errors, which would be 500s.
 * @fastify/multipart's own limits keep their status (413 and the like).
 */
function asFormError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new AppError('malformed-request', `The multipart form cannot be read: ${reason}`);
}

/**
 * The file part with its bytes behind a stream whose failure is a form error: a body that
 * ends inside the file is found only while its bytes stream into the store.
 */
function withFormErrors(part: MultipartFile): MultipartFile {
  const bytes = new PassThrough();
  // A route may refuse the form before it reads the file (a field failed): the failure is then
  // nobody's to hear, and an 'error' without a listener would end the process. Whoever reads
  // the bytes still gets it (a destroyed stream fails its readers with its error).
  bytes.on('error', () => {});
  // `finished`, not 'error': a body that simply stops closes the part early without an error.
  finished(part.file, (error) => {
    if (error) bytes.destroy(asFormError(error) as Error);
  });
  part.file.pipe(bytes);
  return { ...part, file: bytes as unknown as MultipartFile['file'] };
}

export interface UploadForm<Field extends string> {
  /** The text fields sent before the file, by the names the route knows them by. */
  fields: Partial<Record<Field, string>>;
  /** The file, unread: the caller streams it. Null when the form carries none. */
  file: MultipartFile | null;
}

/**
 * Reads an upload form up to its file: the known text fields (names matched case-insensitively,
 * others ignored) and the file part, whose bytes are left for the caller to stream, so the
 * fields can be checked before a byte of the file is kept. Fields must come before the file
 * (the web client writes them first); the form is not read past it. A file under another
 * name is a `400`, never silently dropped.
 */
export async function readUploadForm<Field extends string>(
  request: FastifyRequest,
  form: { fields: readonly Field[]; file: string },
): Promise<UploadForm<Field>> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported-media-type', 'Send the form as multipart/form-data');
  }
  try {
    return await readFormParts(request, form);
  } catch (error) {
    throw asFormError(error);
  }
}

async function readFormParts<Field extends string>(
  request: FastifyRequest,
  form: { fields: readonly Field[]; file: string },
): Promise<UploadForm<Field>> {
  const known = new Map(form.fields.map((name) => [name.toLowerCase(), name]));
  const fields: Partial<Record<Field, string>> = {};
  for await (const part of request.parts()) {
    const name = part.fieldname.toLowerCase();
    if (part.type === 'field') {
      const field = known.get(name);
      if (field !== undefined) fields[field] = String(part.value);
      continue;
    }
    if (name !== form.file.toLowerCase()) {
      throw new AppError('validation-failed', `The file goes in "${form.file}"`, {
        errors: [{ path: part.fieldname, message: 'is not a file field', code: 'unexpected_file' }],
      });
    }
    return { fields, file: withFormErrors(part) };
  }
  return { fields, file: null };
}
