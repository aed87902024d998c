import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFileStore, FileTooLargeError, type FileStore } from './file-store.ts';
import { newPartFileName } from './local-file-sweep.ts';

let root: string;
let store: FileStore;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'sds-files-'));
  store = createLocalFileStore(root);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('the local file store', () => {
  it('keeps content under its SHA-256 and reads it back whole or by range', async () => {
    const stored = await store.put(Buffer.from('0123456789'));
    expect(stored).toEqual({
      key: sha256('0123456789'),
      sha256: sha256('0123456789'),
      sizeBytes: 10,
    });
    expect(await text(store.read(stored.key))).toBe('0123456789');
    expect(await text(store.read(stored.key, { start: 2, end: 4 }))).toBe('234');
    expect(await store.sizeOf(stored.key)).toBe(10);
  });

  it('stores the same bytes twice as one file', async () => {
    const first = await store.put(Buffer.from('same'));
    const second = await store.put(
      (async function* () {
        yield Buffer.from('sa');
        yield Buffer.from('me');
      })(),
    );
    expect(second.key).toBe(first.key);
    expect(await readdir(join(root, first.key.slice(0, 2)))).toEqual([first.key]);
  });

  it('refuses content over the limit and leaves no partial file behind', async () => {
    const tooLarge = (async function* () {
      yield Buffer.alloc(600);
      yield Buffer.alloc(600);
    })();
    await expect(store.put(tooLarge, { maxBytes: 1000 })).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await readdir(join(root, 'incoming'))).toEqual([]);
    expect((await readdir(root)).sort()).toEqual(['incoming']);
  });

  it('answers null for a file it does not hold, and never reads a key that is a path', async () => {
    expect(await store.sizeOf(sha256('absent'))).toBeNull();
    expect(() => store.read('../../etc/passwd')).toThrow(/Not a file store key/);
    await expect(store.sizeOf('..')).rejects.toThrow(/Not a file store key/);
  });
});

const HOUR_MS = 60 * 60 * 1000;

/** Sets a file's modification time `ms` into the past. */
async function age(path: string, ms: number) {
  const then = new Date(Date.now() - ms);
  await utimes(path, then, then);
}

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

  it('never touches a write in flight in this process', async () => {
    let finish = () => {};
    const waiting = new Promise<void>((resolve) => (finish = resolve));
    const putting = store.put(
      (async function* () {
        yield Buffer.from('first half, ');
        await waiting;
        yield Buffer.from('second half');
      })(),
    );
    while ((await readdir(join(root, 'incoming')).catch(() => [])).length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(await store.removeAbandonedWrites()).toBe(0);
    finish();
    const stored = await putting;
    expect(await text(store.read(stored.key))).toBe('first half, second half');
  });

  it('puts back a file a sweep had moved aside when it died', async () => {
    const stored = await store.put(Buffer.from('moved aside'));
    await mkdir(join(root, 'trash'));
    await rename(pathOf(stored.key), join(root, 'trash', `${stored.key}.0123456789abcdef`));
    await store.removeAbandonedWrites();
    expect(await text(store.read(stored.key))).toBe('moved aside');
    expect(await readdir(join(root, 'trash'))).toEqual([]);
  });
});

describe('removing files nothing refers to', () => {
  it('removes old unreferenced files, keeping referenced and young ones', async () => {
    const [referenced, unreferenced, young] = await Promise.all(
      ['referenced', 'unreferenced', 'young'].map((content) => store.put(Buffer.from(content))),
    );
    await age(pathOf(referenced!.key), 25 * HOUR_MS);
    await age(pathOf(unreferenced!.key), 25 * HOUR_MS);
    const asked: string[][] = [];

    const result = await store.removeUnreferenced({
      writtenBefore: new Date(Date.now() - 24 * HOUR_MS),
      findReferenced: async (keys) => {
        asked.push([...keys]);
        return new Set(keys.filter((key) => key === referenced!.key));
      },
    });

    expect(result).toEqual({ kept: 1, removed: 1 });
    expect(await store.sizeOf(referenced!.key)).toBe('referenced'.length);
    expect(await store.sizeOf(unreferenced!.key)).toBeNull();
    expect(await store.sizeOf(young!.key)).toBe('young'.length);
    // Young files are never even asked about.
    expect(asked.flat()).not.toContain(young!.key);
  });

  it('keeps a file whose bytes were stored again while the database was asked', async () => {
    const old = await store.put(Buffer.from('uploaded again'));
    await age(pathOf(old.key), 25 * HOUR_MS);

    const result = await store.removeUnreferenced({
      writtenBefore: new Date(Date.now() - 24 * HOUR_MS),
      // The same upload arrives meanwhile; its row commits after the question was answered.
      findReferenced: async () => {
        await store.put(Buffer.from('uploaded again'));
        return new Set();
      },
    });

    expect(result).toEqual({ kept: 1, removed: 0 });
    expect(await text(store.read(old.key))).toBe('uploaded again');
    expect(await readdir(join(root, 'trash'))).toEqual([]);
  });
});
