import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  STORAGE_KEY,
  newPartFileName,
  removeAbandonedWrites,
  removeUnreferencedFiles,
  syncDirectory,
} from './local-file-sweep.ts';

/** What the store knows of a file it holds. */
export interface StoredFile {
  /** Where the store keeps it; opaque to callers, never shown to clients. */
  key: string;
  sha256: string;
  sizeBytes: number;
}

/** What a sweep of unreferenced files did. */
export interface SweepResult {
  /** Files old enough to go that a row still refers to (or that were written again meanwhile). */
  kept: number;
  removed: number;
}

export interface UnreferencedSweep {
  /** Only files last written before this go: younger ones may belong to an upload in flight. */
  writtenBefore: Date;
  /** The keys among `keys` that something still refers to, read in one database snapshot. */
  findReferenced(keys: readonly string[]): Promise<ReadonlySet<string>>;
}

/** An inclusive byte range, as HTTP Range requests name them. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Thrown by `put` when the content grows past `maxBytes`; nothing is kept. */
export class FileTooLargeError extends Error {
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
    this.maxBytes = maxBytes;
    this.name = 'FileTooLargeError';
  }
}

/**
 * Where document bytes live (docs/ARCHITECTURE.md#scale-out): the embedded default keeps them under
 * `DATA_DIR/files`; an S3-compatible store can implement the same interface for scale-out.
 */
export interface FileStore {
  /**
   * Stores content atomically (no partial file is ever visible) under a key derived from its
   * SHA-256, so the same bytes stored twice are one file.
   */
  put(
    content: Buffer | AsyncIterable<Buffer>,
    options?: { maxBytes?: number },
  ): Promise<StoredFile>;
  /** The stored size, or null when the store holds no such file. */
  sizeOf(key: string): Promise<number | null>;
  /** The bytes, whole or one range. */
  read(key: string, range?: ByteRange): Readable;
  /**
   * Removes what crashed writes left half-written (decision 0034) and answers how many: at
   * start and daily, never a write still in flight in this or another process.
   */
  removeAbandonedWrites(): Promise<number>;
  /**
   * Removes stored files nothing refers to any more (a replaced pdf, a deleted product, an
   * upload whose transaction never committed) once they are older than the grace period.
   */
  removeUnreferenced(sweep: UnreferencedSweep): Promise<SweepResult>;
}

async function* chunksOf(content: Buffer | AsyncIterable<Buffer>): AsyncIterable<Buffer> {
  if (Buffer.isBuffer(content)) yield content;
  else yield* content;
}

/**
 * The file store on the local disk: `<root>/<first two hex digits>/<sha256>`. Each file is
 * written to `incoming/*.part`, flushed to disk, renamed into place and its folder flushed, so
 * a file that is visible is whole also after a crash or a power cut (decision 0034).
 */
export function createLocalFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    // Keys come from the database, but a key is never trusted to be a path.
    if (!STORAGE_KEY.test(key)) throw new Error(`Not a file store key: ${key.slice(0, 80)}`);
    return join(root, key.slice(0, 2), key);
  };

  return {
    async put(content, options = {}) {
      const incoming = join(root, 'incoming');
      await mkdir(incoming, { recursive: true });
      const temporary = join(incoming, newPartFileName());
      const hash = createHash('sha256');
      let sizeBytes = 0;
      const { maxBytes } = options;
      // Opened before anything is written, so the clean-up below never races the open.
      const file = await open(temporary, 'wx', 0o600);
      // `flush`: fsync before the stream closes the file, so the rename never shows a file
      // whose bytes are still only in memory.
      const output = file.createWriteStream({ flush: true });
      try {
        await pipeline(async function* () {
          for await (const chunk of chunksOf(content)) {
            sizeBytes += chunk.length;
            if (maxBytes !== undefined && sizeBytes > maxBytes) {
              throw new FileTooLargeError(maxBytes);
            }
            hash.update(chunk);
            yield chunk;
          }
        }, output);
        const sha256 = hash.digest('hex');
        const target = pathOf(sha256);
        const folder = join(root, sha256.slice(0, 2));
        const isNewFolder = (await mkdir(folder, { recursive: true })) !== undefined;
        // rename() within one file system is atomic: readers see no file or the whole file.
        // The same bytes stored again replace the file, which makes it young again for the
        // sweep of unreferenced files.
        await rename(temporary, target);
        // The rename lives in the folder: flushed, it survives a power cut as well.
        await syncDirectory(folder);
        if (isNewFolder) await syncDirectory(root);
        return { key: sha256, sha256, sizeBytes };
      } catch (error) {
        // The stream closes the file when it is destroyed; closing again is harmless.
        await file.close().catch(() => undefined);
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async sizeOf(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    read(key, range) {
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },

    removeAbandonedWrites: () => removeAbandonedWrites(root),

    removeUnreferenced: (sweep) => removeUnreferencedFiles(root, sweep),
  };
}
