import { createHash } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { newPartFileName } from './local-file-sweep.ts';

/** Thrown by `put` when the content grows past `maxBytes`; nothing is kept. */
export class FileTooLargeError extends Error {
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
    this.maxBytes = maxBytes;
    this.name = 'FileTooLargeError';
  }
}

/** Thrown by `put` when the content is not what the caller said it hashes to; nothing is kept. */
export class FileHashMismatchError extends Error {
  constructor(expected: string, actual: string) {
    super(`The content hashes to ${actual}, not ${expected}`);
    this.name = 'FileHashMismatchError';
  }
}

/** Content as `put` takes it: all at once, or as it streams in. */
export type FileContent = Buffer | AsyncIterable<Buffer>;

/** A `.part` file written whole, with what its bytes hash to. */
export interface HashedPartFile {
  path: string;
  sha256: string;
  sizeBytes: number;
}

async function* chunksOf(content: FileContent): AsyncIterable<Buffer> {
  if (Buffer.isBuffer(content)) yield content;
  else yield* content;
}

/**
 * Streams content into a new `<incoming>/<host>.<pid>.<random>.part` (decision 0034), hashing it
 * and counting its bytes on the way: past `maxBytes` it stops with FileTooLargeError. On any
 * failure the `.part` file is gone again. `flush` fsyncs it before it is closed, for a file that
 * is renamed into place rather than read once and dropped. With `expectedSha256`, other bytes
 * end in FileHashMismatchError.
 */
export async function writeHashedPartFile(
  incoming: string,
  content: FileContent,
  options: { maxBytes?: number; expectedSha256?: string; flush: boolean },
): Promise<HashedPartFile> {
  await mkdir(incoming, { recursive: true });
  const path = join(incoming, newPartFileName());
  const hash = createHash('sha256');
  let sizeBytes = 0;
  const { maxBytes } = options;
  // Opened before anything is written, so the clean-up below never races the open.
  const file = await open(path, 'wx', 0o600);
  try {
    await pipeline(
      async function* () {
        for await (const chunk of chunksOf(content)) {
          sizeBytes += chunk.length;
          if (maxBytes !== undefined && sizeBytes > maxBytes) throw new FileTooLargeError(maxBytes);
          hash.update(chunk);
          yield chunk;
        }
      },
      file.createWriteStream({ flush: options.flush }),
    );
    const sha256 = hash.digest('hex');
    const { expectedSha256 } = options;
    if (expectedSha256 !== undefined && sha256 !== expectedSha256) {
      throw new FileHashMismatchError(expectedSha256, sha256);
    }
    return { path, sha256, sizeBytes };
  } catch (error) {
    // The stream closes the file when it is destroyed; closing again is harmless.
    await file.close().catch(() => undefined);
    await rm(path, { force: true });
    throw error;
  }
}
