import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFileStore, type FileStore } from './file-store.ts';
import { describeFileStoreContract } from './file-store-contract.ts';
import { newPartFileName } from './local-file-sweep.ts';

/** Sets a file's modification time `ms` into the past. */
async function age(path: string, ms: number) {
  const then = new Date(Date.now() - ms);
  await utimes(path, then, then);
}

describeFileStoreContract('local disk', async () => {
  const folder = await mkdtemp(join(tmpdir(), 'sds-files-'));
  return {
    store: createLocalFileStore(folder),
    age: (key, ms) => age(join(folder, key.slice(0, 2), key), ms),
    partFiles: () => readdir(join(folder, 'incoming')).catch(() => []),
    close: () => rm(folder, { recursive: true, force: true }),
  };
});

let root: string;
let store: FileStore;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'sds-files-'));
  store = createLocalFileStore(root);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the local file store on disk', () => {
  it('keeps a file as <first two hex digits>/<sha256> and leaves no .part file', async () => {
    const stored = await store.put(Buffer.from('same'));
    await store.put(Buffer.from('same'));
    expect(await readdir(join(root, stored.key.slice(0, 2)))).toEqual([stored.key]);
    expect(await readdir(join(root, 'incoming'))).toEqual([]);
  });
});

const HOUR_MS = 60 * 60 * 1000;

const pathOf = (key: string) => join(root, key.slice(0, 2), key);

describe('removing what crashed writes left', () => {
  /** A process of this host that has ended, and one that still runs. */
  async function processes() {
    const ended = spawn(process.execPath, ['-e', '']);
    await once(ended, 'exit');
    const running = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    return { endedPid: ended.pid!, running };
  }

  it('removes the writes of dead processes of this host at once, anyone’s after an hour', async () => {
    const host = newPartFileName().split('.')[0]!;
    const { endedPid, running } = await processes();
    const incoming = join(root, 'incoming');
    await mkdir(incoming, { recursive: true });
    const part = async (owner: string, ageMs = 0) => {
      const name = `${owner}.${randomBytes(12).toString('hex')}.part`;
      await writeFile(join(incoming, name), 'half a file');
      await age(join(incoming, name), ageMs);
      return name;
    };
    try {
      const kept = [
        await part(`${host}.${running.pid}`),
        await part(`${host}.${process.pid}`),
        await part(`other-host.${endedPid}`, HOUR_MS - 60_000),
      ];
      const legacy = `${randomBytes(12).toString('hex')}.part`;
      await writeFile(join(incoming, legacy), 'from before owners were named');
      await part(`${host}.${endedPid}`);
      // Our own pid, written before this process started: a former life's (pid 1 in a container).
      await part(`${host}.${process.pid}`, process.uptime() * 1000 + 60_000);
      await part(`other-host.${endedPid}`, HOUR_MS + 60_000);

      expect(await store.removeAbandonedWrites()).toBe(3);
      expect((await readdir(incoming)).sort()).toEqual([...kept, legacy].sort());
    } finally {
      running.kill('SIGKILL');
    }
  });

  it('puts back a file a sweep had moved aside when it died', async () => {
    const stored = await store.put(Buffer.from('moved aside'));
    await mkdir(join(root, 'trash'));
    await rename(pathOf(stored.key), join(root, 'trash', `${stored.key}.0123456789abcdef`));
    await store.removeAbandonedWrites();
    expect(await text(await store.read(stored.key))).toBe('moved aside');
    expect(await readdir(join(root, 'trash'))).toEqual([]);
  });
});

describe('removing files nothing refers to, on disk', () => {
  it('puts back a file moved aside when its bytes were stored again meanwhile', async () => {
    const old = await store.put(Buffer.from('uploaded again'));
    await age(pathOf(old.key), 25 * HOUR_MS);

    const result = await store.removeUnreferenced({
      writtenBefore: new Date(Date.now() - 24 * HOUR_MS),
      findReferenced: async () => {
        await store.put(Buffer.from('uploaded again'));
        return new Set();
      },
    });

    expect(result).toEqual({ kept: 1, removed: 0 });
    expect(await readdir(join(root, 'trash'))).toEqual([]);
  });
});
