import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from '../storage/file-store.ts';
import { BackupError } from './backup-manifest.ts';

/** Files copied at once: a bucket answers each slowly, a disk many at a time. */
const CONCURRENCY = 8;

/**
 * Copies every file of the store into `folder` in the disk store's layout
 * (`<first two hex digits>/<sha256>`, so the folder is itself a file store: `npm run
 * files:to-s3 -- --from` takes it), checking each file's bytes against its name as they pass.
 * Answers the keys copied. Not fsynced file by file: a restore checks every hash anyway.
 */
export async function copyStoreToFolder(
  store: FileStore,
  folder: string,
  onFile: (copied: number) => void = () => {},
): Promise<string[]> {
  const keys = store.listKeys()[Symbol.asyncIterator]();
  const copied: string[] = [];
  const mismatched: string[] = [];

  async function copyOne(key: string): Promise<void> {
    const directory = join(folder, key.slice(0, 2));
    await mkdir(directory, { recursive: true });
    const hash = createHash('sha256');
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    const part = join(directory, `${key}.part`);
    await pipeline(await store.read(key), hashing, createWriteStream(part));
    if (hash.digest('hex') !== key) {
      await rm(part, { force: true });
      mismatched.push(key);
      return;
    }
    await rename(part, join(directory, key));
    copied.push(key);
    onFile(copied.length);
  }

  // Workers share one listing: an async iterator hands each key to one caller.
  const worker = async () => {
    for (let next = await keys.next(); !next.done; next = await keys.next()) {
      await copyOne(next.value);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (mismatched.length > 0) {
    throw new BackupError(
      `${mismatched.length} stored ${mismatched.length === 1 ? 'file does' : 'files do'} not hash to ${mismatched.length === 1 ? 'its name' : 'their names'} (damaged in the store); the backup is not complete:\n${mismatched.sort().join('\n')}`,
    );
  }
  return copied.sort();
}
