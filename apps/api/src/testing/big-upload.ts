import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/**
 * A multipart body that streams `megabytes` of a "PDF" in `fileField` after the given text
 * fields, built as it is sent (never held in memory): for proving an upload is refused while
 * it streams.
 */
export function bigMultipartUpload(options: {
  fileField: string;
  megabytes: number;
  fields?: Record<string, string>;
}): { payload: Readable; headers: Record<string, string> } {
  const boundary = 'sds-boundary';
  const megabyte = Buffer.alloc(1024 * 1024, 0x20);
  async function* body() {
    for (const [name, value] of Object.entries(options.fields ?? {})) {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      );
    }
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${options.fileField}"; filename="huge.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
    );
    for (let sent = 0; sent < options.megabytes; sent += 1) yield megabyte;
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return {
    payload: Readable.from(body()),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** How many files the app's file store holds (finished ones and any left half-written). */
export async function storedFileCount(app: FastifyInstance): Promise<number> {
  const root = join(app.config.dataDir, 'files');
  const folders = await readdir(root).catch(() => []);
  const files = await Promise.all(folders.map((folder) => readdir(join(root, folder))));
  return files.flat().filter((name) => !name.startsWith('.')).length;
}
