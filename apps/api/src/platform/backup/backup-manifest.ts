import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

/** The version of the backup layout this code writes and reads (decision 0067). */
export const BACKUP_FORMAT = 1;

/** `backup.json`: what a backup holds. Written last, so a backup without it is incomplete. */
export interface BackupInfo {
  format: typeof BACKUP_FORMAT;
  /** Which database the backup holds: a copy of PGlite's data directory, or a pg_dump archive. */
  database: 'embedded' | 'postgres';
  createdAt: string;
  appVersion: string;
  /** Stored files in `files/`. */
  files: number;
  /** Files the database refers to that the store no longer held when they were copied. */
  missingFiles: string[];
}

/** One line of `manifest.sha256`: a file of the backup, relative to it, and its SHA-256. */
export interface ManifestEntry {
  path: string;
  sha256: string;
}

export const MANIFEST_FILE = 'manifest.sha256';
export const INFO_FILE = 'backup.json';

/** A backup that cannot be made or restored as asked; the message says what to do. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** The SHA-256 of a file, streamed. */
export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** Writes a file whole or not at all: a crash leaves the old one or none, never half of it. */
async function writeFileAtomically(path: string, content: string): Promise<void> {
  await writeFile(`${path}.part`, content, { flush: true });
  await rename(`${path}.part`, path);
}

/**
 * Finishes a backup: `manifest.sha256` in `sha256sum` format (so `sha256sum -c` checks a backup
 * by hand too), then `backup.json`, the mark of a complete backup.
 */
export async function finishBackup(
  folder: string,
  entries: readonly ManifestEntry[],
  info: BackupInfo,
): Promise<void> {
  const lines = [...entries]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((entry) => `${entry.sha256}  ${entry.path}\n`);
  await writeFileAtomically(join(folder, MANIFEST_FILE), lines.join(''));
  await writeFileAtomically(join(folder, INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
}

const MANIFEST_LINE = /^([0-9a-f]{64}) {2}((?:db|files)\/[^\n]+|database\.dump)$/;

/** Reads a backup's description and manifest, refusing an incomplete or unknown backup. */
export async function readBackup(
  folder: string,
): Promise<{ info: BackupInfo; entries: ManifestEntry[] }> {
  const read = async (name: string) => {
    try {
      return await readFile(join(folder, name), 'utf8');
    } catch {
      throw new BackupError(
        `${join(folder, name)} is missing: this is no backup, or an incomplete one (a backup that did not finish has no ${INFO_FILE}).`,
      );
    }
  };
  const info = JSON.parse(await read(INFO_FILE)) as BackupInfo;
  if (info.format !== BACKUP_FORMAT) {
    throw new BackupError(
      `${join(folder, INFO_FILE)} has format ${info.format}, not ${BACKUP_FORMAT}.`,
    );
  }
  const entries = (await read(MANIFEST_FILE))
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const [, sha256, path] = MANIFEST_LINE.exec(line) ?? [];
      if (!sha256 || !path || path.split('/').includes('..')) {
        throw new BackupError(
          `${join(folder, MANIFEST_FILE)} has a line that is no entry: ${line}`,
        );
      }
      return { sha256, path };
    });
  return { info, entries };
}

/** Files hashed at once while checking: enough to keep a disk busy. */
const VERIFY_CONCURRENCY = 4;

/**
 * Checks every file the manifest lists against its SHA-256 before anything is restored, and
 * that the files of the stored-file folder are named by their hash. Throws naming each file
 * missing or changed (the first 20).
 */
export async function verifyBackup(
  folder: string,
  entries: readonly ManifestEntry[],
): Promise<void> {
  const problems: string[] = [];
  let next = 0;
  const worker = async () => {
    for (let entry = entries[next++]; entry; entry = entries[next++]) {
      const path = join(folder, entry.path);
      if (entry.path.startsWith('files/') && !entry.path.endsWith(`/${entry.sha256}`)) {
        problems.push(`${entry.path}: not named by its hash`);
        continue;
      }
      try {
        if (!(await stat(path)).isFile()) throw new Error('not a file');
      } catch {
        problems.push(`${entry.path}: missing`);
        continue;
      }
      if ((await sha256OfFile(path)) !== entry.sha256)
        problems.push(`${entry.path}: wrong SHA-256`);
    }
  };
  await Promise.all(Array.from({ length: VERIFY_CONCURRENCY }, worker));
  if (problems.length === 0) return;
  problems.sort();
  const shown = problems.slice(0, 20).map((problem) => `  ${problem}`);
  if (problems.length > 20) shown.push(`  … and ${problems.length - 20} more`);
  throw new BackupError(
    `The backup in ${folder} does not match its manifest (${problems.length} ${problems.length === 1 ? 'file' : 'files'}); nothing was restored:\n${shown.join('\n')}`,
  );
}
