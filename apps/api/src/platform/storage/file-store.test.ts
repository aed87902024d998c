import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFileStore, FileTooLargeError, type FileStore } from './file-store.ts';

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
