import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  S3ServiceException,
  paginateListObjectsV2,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { SweepResult, UnreferencedSweep } from './file-store.ts';
import { ABANDONED_WRITE_AFTER_MS, STORAGE_KEY } from './local-file-sweep.ts';

/** Where stored files live in the bucket; anything else there is not the store's. */
export const FILES_PREFIX = 'files/';

/** `files/<aa>/<key>`: the disk store's layout, so a bucket and a `files` folder match 1:1. */
export function objectNameOf(key: string): string {
  // Keys come from the database, but a key is never trusted to be a path.
  if (!STORAGE_KEY.test(key)) throw new Error(`Not a file store key: ${key.slice(0, 80)}`);
  return `${FILES_PREFIX}${key.slice(0, 2)}/${key}`;
}

/** The store key of an object name, or null for an object that is not a stored file. */
export function keyOfObject(name: string | undefined): string | null {
  const key = name?.slice(name.lastIndexOf('/') + 1) ?? '';
  return STORAGE_KEY.test(key) && name === objectNameOf(key) ? key : null;
}

/** When the object was last written, or null when it is gone. */
async function lastWritten(client: S3Client, bucket: string, key: string): Promise<Date | null> {
  try {
    const head = await client.send(
      new HeadObjectCommand({ Bucket: bucket, Key: objectNameOf(key) }),
    );
    return head.LastModified ?? null;
  } catch (error) {
    if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
    throw error;
  }
}

/**
 * Removes the stored objects written before `writtenBefore` that `findReferenced` does not name,
 * a listing page (up to 1,000 objects) at a time: listed before the database is asked, as on
 * disk. S3 has no rename to move a file aside atomically, so each object is looked at again
 * right before it is deleted and kept when the same bytes were stored again meanwhile (young
 * again); what remains is the moment between that look and the delete (decision 0064).
 */
export async function removeUnreferencedObjects(
  client: S3Client,
  bucket: string,
  sweep: UnreferencedSweep,
): Promise<SweepResult> {
  const result: SweepResult = { kept: 0, removed: 0 };
  const cutoff = sweep.writtenBefore.getTime();
  for await (const page of paginateListObjectsV2(
    { client },
    { Bucket: bucket, Prefix: FILES_PREFIX },
  )) {
    const candidates = (page.Contents ?? [])
      .filter((object) => (object.LastModified?.getTime() ?? Infinity) < cutoff)
      .map((object) => keyOfObject(object.Key))
      .filter((key) => key !== null);
    if (candidates.length === 0) continue;
    const referenced = await sweep.findReferenced(candidates);
    for (const key of candidates) {
      const written = referenced.has(key) ? null : await lastWritten(client, bucket, key);
      if (written && written.getTime() < cutoff) {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectNameOf(key) }));
        result.removed += 1;
      } else {
        result.kept += 1;
      }
    }
  }
  return result;
}

/**
 * Aborts the multipart uploads of stored files that nobody added a part to for an hour: a
 * process that died while uploading left them (invisible, but they take space). Answers how many.
 * A server that cannot list uploads (some test servers) has none to abort.
 */
export async function abortAbandonedUploads(client: S3Client, bucket: string): Promise<number> {
  const startedBefore = Date.now() - ABANDONED_WRITE_AFTER_MS;
  let aborted = 0;
  let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
  for (;;) {
    let page;
    try {
      page = await client.send(
        new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: FILES_PREFIX, ...markers }),
      );
    } catch (error) {
      if (error instanceof S3ServiceException && error.name === 'NotImplemented') return aborted;
      throw error;
    }
    for (const upload of page.Uploads ?? []) {
      if ((upload.Initiated?.getTime() ?? Infinity) >= startedBefore) continue;
      await client.send(
        new AbortMultipartUploadCommand({
          Bucket: bucket,
          Key: upload.Key,
          UploadId: upload.UploadId,
        }),
      );
      aborted += 1;
    }
    if (!page.IsTruncated) return aborted;
    markers = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
  }
}
