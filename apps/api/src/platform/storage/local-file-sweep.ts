import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { SweepResult, UnreferencedSweep } from './file-store.ts';

/** A stored file's key and name: its SHA-256 in hex. */
export const STORAGE_KEY = /^[0-9a-f]{64}$/;

/** A write nobody has added a byte to for this long is dead, whoever started it. */
export const ABANDONED_WRITE_AFTER_MS = 60 * 60 * 1000;

/** Keys per question to the database: one statement's parameter, not a flood of them. */
const KEYS_PER_QUERY = 1000;

/** The host as a `.part` name carries it: letters, digits and dashes only. */
const HOST = hostname().replace(/[^A-Za-z0-9-]/g, '-') || 'host';

/** `<host>.<pid>.<random>.part`: whose write it is, so a restart knows which are dead. */
const PART_FILE = /^([A-Za-z0-9-]+)\.(\d+)\.[0-9a-f]{24}\.part$/;

/** When this process started; a `.part` of our own pid from before then is a former life's. */
const STARTED_AT_MS = Date.now() - process.uptime() * 1000;

/** The name of a new write's temporary file. */
export function newPartFileName(): string {
  return `${HOST}.${process.pid}.${randomBytes(12).toString('hex')}.part`;
}

/** fsync of a folder: the names created or renamed in it survive a power cut. */
export async function syncDirectory(path: string): Promise<void> {
  const folder = await open(path, 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

function isProcessGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Whether a `.part` file is a dead write: one of this host whose process is gone (or is our
 * own pid from before we started: a container's server is pid 1 every time), or one nobody
 * wrote to for an hour (another host's crash; a legacy name without owner).
 */
function isAbandoned(name: string, modifiedMs: number): boolean {
  if (Date.now() - modifiedMs > ABANDONED_WRITE_AFTER_MS) return true;
  const owner = PART_FILE.exec(name);
  if (!owner || owner[1] !== HOST) return false;
  const pid = Number(owner[2]);
  return pid === process.pid ? modifiedMs < STARTED_AT_MS : isProcessGone(pid);
}

async function namesIn(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** A file's inode and modification time, or null when it is gone (another sweep was faster). */
async function statOf(path: string): Promise<{ ino: number; mtimeMs: number } | null> {
  try {
    return await stat(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function unlinkIfThere(path: string): Promise<void> {
  await unlink(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/** `<trash>/<key>.<random>` back to `<root>/<aa>/<key>` unless the key is there again. */
async function restoreFromTrash(root: string, trashed: string, key: string): Promise<void> {
  const folder = join(root, key.slice(0, 2));
  await mkdir(folder, { recursive: true });
  await link(trashed, join(folder, key)).catch((error: NodeJS.ErrnoException) => {
    // EEXIST: the same bytes are there again; ENOENT: someone else put it back first.
    if (error.code !== 'EEXIST' && error.code !== 'ENOENT') throw error;
  });
  await unlinkIfThere(trashed);
}

/**
 * Removes the `.part` files of dead writes under `<root>/incoming`, and puts back what a sweep
 * that died half-way left in `<root>/trash` (the next sweep decides again). Answers how many
 * `.part` files went.
 */
export async function removeAbandonedWrites(root: string): Promise<number> {
  const incoming = join(root, 'incoming');
  let removed = 0;
  for (const name of await namesIn(incoming)) {
    if (!name.endsWith('.part')) continue;
    const found = await statOf(join(incoming, name));
    if (!found || !isAbandoned(name, found.mtimeMs)) continue;
    await rm(join(incoming, name), { force: true });
    removed += 1;
  }
  const trash = join(root, 'trash');
  for (const name of await namesIn(trash)) {
    const key = name.split('.')[0] ?? '';
    if (STORAGE_KEY.test(key)) await restoreFromTrash(root, join(trash, name), key);
  }
  return removed;
}

/**
 * Removes one stored file unless it changed since it was judged: it is first moved aside
 * (atomically), and if what was moved is not the inode judged old and unreferenced — the same
 * bytes were stored again meanwhile, for a row that may be committed by now — it is put back.
 */
async function removeIfUnchanged(
  root: string,
  candidate: { key: string; inode: number },
  writtenBefore: Date,
): Promise<boolean> {
  const trash = join(root, 'trash');
  await mkdir(trash, { recursive: true });
  const trashed = join(trash, `${candidate.key}.${randomBytes(8).toString('hex')}`);
  try {
    await rename(join(root, candidate.key.slice(0, 2), candidate.key), trashed);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  const moved = await statOf(trashed);
  if (!moved) return false; // a server starting meanwhile put it back
  if (moved.ino !== candidate.inode || moved.mtimeMs >= writtenBefore.getTime()) {
    await restoreFromTrash(root, trashed, candidate.key);
    return false;
  }
  await unlinkIfThere(trashed);
  return true;
}

/**
 * Removes the stored files under `root` written before `writtenBefore` that `findReferenced`
 * does not name, folder by folder. Files are listed before the database is asked, so a
 * reference committed before the question is seen; one committed after it can only be to bytes
 * stored again after the listing, which made the file young (see removeIfUnchanged).
 */
export async function removeUnreferencedFiles(
  root: string,
  sweep: UnreferencedSweep,
): Promise<SweepResult> {
  const result: SweepResult = { kept: 0, removed: 0 };
  const folders = (await namesIn(root)).filter((name) => /^[0-9a-f]{2}$/.test(name)).sort();
  for (const folder of folders) {
    const candidates: { key: string; inode: number }[] = [];
    for (const key of await namesIn(join(root, folder))) {
      if (!STORAGE_KEY.test(key)) continue;
      const found = await statOf(join(root, folder, key));
      if (found && found.mtimeMs < sweep.writtenBefore.getTime()) {
        candidates.push({ key, inode: found.ino });
      }
    }
    for (let start = 0; start < candidates.length; start += KEYS_PER_QUERY) {
      const batch = candidates.slice(start, start + KEYS_PER_QUERY);
      const referenced = await sweep.findReferenced(batch.map(({ key }) => key));
      for (const candidate of batch) {
        const isRemoved =
          !referenced.has(candidate.key) &&
          (await removeIfUnchanged(root, candidate, sweep.writtenBefore));
        if (isRemoved) result.removed += 1;
        else result.kept += 1;
      }
    }
  }
  return result;
}
