import { createHash } from 'node:crypto';
import { FileHashMismatchError, type FileStore } from './file-store.ts';

/** What a copy from one store into another found and did. */
export interface CopyReport {
  /** Files sent to the target store. */
  copied: number;
  /** Files the target already held with the same size (not sent again). */
  alreadyThere: number;
  /** Files whose bytes in the target hash to their key, read back after the copy. */
  verified: number;
  /** Keys whose bytes (in the source, or read back from the target) do not hash to the key. */
  mismatched: string[];
}

/** Files copied at once: uploads wait on the network, not on this process. */
const CONCURRENCY = 4;

async function sha256Of(store: FileStore, key: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of await store.read(key)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Copies every file of `from` into `to` (`npm run files:to-s3`: the disk store into a bucket;
 * decision 0064) and verifies every hash: a file is sent only when its bytes hash to its key,
 * and each file in `to` is read back and hashed. Files `to` holds with the right size are not
 * sent again, only verified, so the copy can be run again after a failure or before a switch.
 */
export async function copyStoredFiles(
  from: FileStore,
  to: FileStore,
  onFile: (key: string, report: CopyReport) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, alreadyThere: 0, verified: 0, mismatched: [] };
  const keys = from.listKeys()[Symbol.asyncIterator]();

  async function copyOne(key: string): Promise<void> {
    const size = await from.sizeOf(key);
    if (size !== null && (await to.sizeOf(key)) === size) {
      report.alreadyThere += 1;
    } else {
      try {
        await to.put(await from.read(key), { expectedSha256: key });
      } catch (error) {
        if (!(error instanceof FileHashMismatchError)) throw error;
        report.mismatched.push(key);
        return;
      }
      report.copied += 1;
    }
    if ((await sha256Of(to, key)) === key) report.verified += 1;
    else report.mismatched.push(key);
  }

  // Workers share one listing: an async iterator hands each key to one caller.
  const worker = async () => {
    for (let next = await keys.next(); !next.done; next = await keys.next()) {
      await copyOne(next.value);
      onFile(next.value, report);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  report.mismatched.sort();
  return report;
}
