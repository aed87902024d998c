import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3ServiceException,
  paginateListObjectsV2,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createReadStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { FileStoreUnavailableError, type FileStore } from './file-store.ts';
import { type HashedPartFile, writeHashedPartFile } from './hashed-part-file.ts';
import { STORAGE_KEY, removeAbandonedWrites } from './local-file-sweep.ts';
import {
  FILES_PREFIX,
  abortAbandonedUploads,
  keyOfObject,
  objectNameOf,
  removeUnreferencedObjects,
} from './s3-object-sweep.ts';

/** S3's smallest part; every part of a multipart upload but the last has at least this size. */
const MIN_PART_BYTES = 5 * 1024 * 1024;

export interface S3FileStoreOptions {
  client: S3Client;
  bucket: string;
  /**
   * A local folder where an upload is written while it is hashed and counted: its key is its
   * SHA-256, known only at its end, and S3 has no rename (decision 0064).
   */
  spoolRoot: string;
  /** Files up to this size go in one PUT; larger ones in parts of this size, 4 at a time. */
  partSizeBytes?: number;
}

/** Whether an S3 answer says the object is not there (GET: NoSuchKey; HEAD has no body: 404). */
function isMissingObject(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  );
}

function unavailable(doing: string, error: unknown): FileStoreUnavailableError {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new FileStoreUnavailableError(`The S3 store failed ${doing} (${reason})`, {
    cause: error,
  });
}

/**
 * The file store in an S3-compatible bucket (decision 0064): `files/<first two hex digits>/<sha256>`,
 * the disk store's layout. An upload is spooled to a local `.part` file first (hashed and bounded
 * as on disk), then sent under its key in one PUT that carries its SHA-256 for the server to
 * check, or in parts (multipart) when it is larger than a part. Either way S3 shows the object
 * only once it is whole; a failed multipart upload is aborted, and one a crash left is aborted
 * by removeAbandonedWrites. Any S3 failure is a FileStoreUnavailableError (`503`).
 */
export function createS3FileStore(options: S3FileStoreOptions): FileStore {
  const { client, bucket, spoolRoot } = options;
  const partSizeBytes = Math.max(MIN_PART_BYTES, options.partSizeBytes ?? 8 * 1024 * 1024);

  async function upload(part: HashedPartFile): Promise<void> {
    const Key = objectNameOf(part.sha256);
    if (part.sizeBytes <= partSizeBytes) {
      // One part's worth in memory, as a multipart upload holds its parts: a body the SDK can
      // send again when it retries.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key,
          Body: await readFile(part.path),
          ContentLength: part.sizeBytes,
          ChecksumSHA256: Buffer.from(part.sha256, 'hex').toString('base64'),
        }),
      );
      return;
    }
    await new Upload({
      client,
      params: { Bucket: bucket, Key, Body: createReadStream(part.path) },
      partSize: partSizeBytes,
      queueSize: 4,
      leavePartsOnError: false,
    }).done();
  }

  return {
    async put(content, putOptions = {}) {
      const part = await writeHashedPartFile(join(spoolRoot, 'incoming'), content, {
        ...putOptions,
        // Read once and dropped: nothing to fsync.
        flush: false,
      });
      try {
        // The same bytes stored again are sent again: the object becomes young for the sweep.
        await upload(part);
      } catch (error) {
        throw unavailable('to store a file', error);
      } finally {
        await rm(part.path, { force: true });
      }
      return { key: part.sha256, sha256: part.sha256, sizeBytes: part.sizeBytes };
    },

    async sizeOf(key) {
      const Key = objectNameOf(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw unavailable('to look up a file', error);
      }
    },

    async read(key, range) {
      const Key = objectNameOf(key);
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key, Range }));
        return answer.Body as Readable;
      } catch (error) {
        if (isMissingObject(error)) {
          throw new Error(`The S3 store holds no file ${key}`, { cause: error });
        }
        throw unavailable('to read a file', error);
      }
    },

    async *listKeys() {
      try {
        for await (const page of paginateListObjectsV2(
          { client },
          { Bucket: bucket, Prefix: FILES_PREFIX },
        )) {
          for (const object of page.Contents ?? []) {
            const key = keyOfObject(object.Key);
            if (key && STORAGE_KEY.test(key)) yield key;
          }
        }
      } catch (error) {
        throw unavailable('to list files', error);
      }
    },

    async removeAbandonedWrites() {
      const spooled = await removeAbandonedWrites(spoolRoot);
      return spooled + (await abortAbandonedUploads(client, bucket));
    },

    removeUnreferenced: (sweep) => removeUnreferencedObjects(client, bucket, sweep),
  };
}
