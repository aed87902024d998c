import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { type FileContent, writeHashedPartFile } from './hashed-part-file.ts';
import {
  STORAGE_KEY,
  removeAbandonedWrites,
  removeUnreferencedFiles,
  syncDirectory,
} from './local-file-sweep.ts';

export { FileHashMismatchError, FileTooLargeError, type FileContent } from './hashed-part-file.ts';

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

export interface PutOptions {
  /** Past this many bytes the put fails with FileTooLargeError. */
  maxBytes?: number;
  /** The bytes must hash to this (a copy between stores), else FileHashMismatchError. */
  expectedSha256?: string;
}

/** An inclusive byte range, as HTTP Range requests name them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The store cannot be reached or refuses to work (an S3 outage): a `503` to retry later, and
 * nothing of the file it was given is kept.
 */
export class FileStoreUnavailableError extends Error {
  /** Read by the error handler: the answer is `503 service-unavailable` with Retry-After. */
  readonly statusCode = 503;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FileStoreUnavailableError';
  }
}

/**
 * Where document bytes live (docs/ARCHITECTURE.md#scale-out): the embedded default keeps them under
 * `DATA_DIR/files`; with `S3_BUCKET` set, an S3-compatible bucket does (s3-file-store.ts,
 * decision 0064). Both pass the same contract tests (file-store-contract.ts).
 */
export interface FileStore {
  /**
   * Stores content atomically (no partial file is ever visible) under a key derived from its
   * SHA-256, so the same bytes stored twice are one file.
   */
  put(content: FileContent, options?: PutOptions): Promise<StoredFile>;
  /** The stored size, or null when the store holds no such file. */
  sizeOf(key: string): Promise<number | null>;
  /**
   * The bytes, whole or one range, once the store has begun to answer: a file it does not hold
   * (or cannot reach) fails here, before anything is sent on.
   */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Every key the store holds, in no promised order. */
  listKeys(): AsyncIterable<string>;
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
      const part = await writeHashedPartFile(join(root, 'incoming'), content, {
        ...options,
        // fsync before the file is closed, so the rename never shows bytes still only in memory.
        flush: true,
      });
      try {
        const { sha256 } = part;
        const folder = join(root, sha256.slice(0, 2));
        const isNewFolder = (await mkdir(folder, { recursive: true })) !== undefined;
        // rename() within one file system is atomic: readers see no file or the whole file.
        // The same bytes stored again replace the file, which makes it young again for the
        // sweep of unreferenced files.
        await rename(part.path, pathOf(sha256));
        // The rename lives in the folder: flushed, it survives a power cut as well.
        await syncDirectory(folder);
        if (isNewFolder) await syncDirectory(root);
        return { key: sha256, sha256, sizeBytes: part.sizeBytes };
      } catch (error) {
        await rm(part.path, { force: true });
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

    async read(key, range) {
      const stream = createReadStream(pathOf(key), range ?? {});
      // Opened before it is handed on: a missing file fails the call, not the response.
      await new Promise<void>((resolve, reject) => {
        stream.once('ready', () => resolve()).once('error', reject);
      });
      return stream;
    },

    async *listKeys() {
      const folders = await readdir(root).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      for (const folder of folders.filter((name) => /^[0-9a-f]{2}$/.test(name)).sort()) {
        for (const name of await readdir(join(root, folder))) {
          if (STORAGE_KEY.test(name) && name.startsWith(folder)) yield name;
        }
      }
    },

    removeAbandonedWrites: () => removeAbandonedWrites(root),

    removeUnreferenced: (sweep) => removeUnreferencedFiles(root, sweep),
  };
}
