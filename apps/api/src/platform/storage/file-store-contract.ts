import { createHash } from 'node:crypto';
import { text, buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileHashMismatchError, FileTooLargeError, type FileStore } from './file-store.ts';

/** One store under test, fresh for each test. */
export interface FileStoreFixture {
  store: FileStore;
  /** Makes a stored file look last written `ms` ago. */
  age(key: string, ms: number): Promise<void>;
  /** The temporary files of writes still there (`.part` files), by name. */
  partFiles(): Promise<string[]>;
  close(): Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;

const sha256 = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');

async function keysOf(store: FileStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.listKeys()) keys.push(key);
  return keys.sort();
}

/** Content that arrives in pieces, as an upload does. */
async function* inPieces(content: Buffer, pieceBytes: number): AsyncIterable<Buffer> {
  for (let start = 0; start < content.length; start += pieceBytes) {
    yield content.subarray(start, start + pieceBytes);
  }
}

/**
 * What every FileStore promises (file-store.ts), run against each store: the disk store and
 * the S3 store on a real S3-protocol server (decision 0064).
 */
export function describeFileStoreContract(
  name: string,
  openFixture: () => Promise<FileStoreFixture>,
): void {
  describe(`the ${name} file store`, () => {
    let fixture: FileStoreFixture;
    let store: FileStore;

    beforeEach(async () => {
      fixture = await openFixture();
      store = fixture.store;
    });
    afterEach(async () => {
      await fixture.close();
    });

    it('keeps content under its SHA-256 and reads it back whole or by range', async () => {
      const stored = await store.put(Buffer.from('0123456789'));
      expect(stored).toEqual({
        key: sha256('0123456789'),
        sha256: sha256('0123456789'),
        sizeBytes: 10,
      });
      expect(await text(await store.read(stored.key))).toBe('0123456789');
      expect(await text(await store.read(stored.key, { start: 2, end: 4 }))).toBe('234');
      expect(await store.sizeOf(stored.key)).toBe(10);
      expect(await keysOf(store)).toEqual([stored.key]);
    });

    it('streams a large file in and out, hashed on the way and read by any range', async () => {
      const content = Buffer.alloc(12 * 1024 * 1024);
      for (let index = 0; index < content.length; index += 4) content.writeUInt32LE(index, index);
      const stored = await store.put(inPieces(content, 64 * 1024), { maxBytes: content.length });
      expect(stored).toMatchObject({ key: sha256(content), sizeBytes: content.length });
      expect((await buffer(await store.read(stored.key))).equals(content)).toBe(true);
      // Across the boundary of 5 MiB parts.
      const range = { start: 5 * 1024 * 1024 - 10, end: 5 * 1024 * 1024 + 9 };
      const part = await buffer(await store.read(stored.key, range));
      expect(part.equals(content.subarray(range.start, range.end + 1))).toBe(true);
      expect(await fixture.partFiles()).toEqual([]);
    });

    it('stores the same bytes twice as one file', async () => {
      const first = await store.put(Buffer.from('same'));
      const second = await store.put(inPieces(Buffer.from('same'), 2));
      expect(second.key).toBe(first.key);
      expect(await keysOf(store)).toEqual([first.key]);
    });

    it('refuses content over the limit and leaves no partial file behind', async () => {
      const tooLarge = inPieces(Buffer.alloc(1200), 600);
      await expect(store.put(tooLarge, { maxBytes: 1000 })).rejects.toBeInstanceOf(
        FileTooLargeError,
      );
      expect(await fixture.partFiles()).toEqual([]);
      expect(await keysOf(store)).toEqual([]);
    });

    it('refuses content that does not hash to the SHA-256 it was promised, keeping nothing', async () => {
      const promised = sha256('promised');
      await expect(
        store.put(Buffer.from('something else'), { expectedSha256: promised }),
      ).rejects.toBeInstanceOf(FileHashMismatchError);
      expect(await keysOf(store)).toEqual([]);
      expect(await fixture.partFiles()).toEqual([]);
      expect((await store.put(Buffer.from('promised'), { expectedSha256: promised })).key).toBe(
        promised,
      );
    });

    it('answers null for a file it does not hold, and never reads a key that is a path', async () => {
      expect(await store.sizeOf(sha256('absent'))).toBeNull();
      await expect(store.read(sha256('absent'))).rejects.toThrow();
      await expect(store.read('../../etc/passwd')).rejects.toThrow(/Not a file store key/);
      await expect(store.sizeOf('..')).rejects.toThrow(/Not a file store key/);
    });

    it('never takes a write in flight for an abandoned one', async () => {
      let finish = () => {};
      const waiting = new Promise<void>((resolve) => (finish = resolve));
      const putting = store.put(
        (async function* () {
          yield Buffer.from('first half, ');
          await waiting;
          yield Buffer.from('second half');
        })(),
      );
      while ((await fixture.partFiles()).length === 0) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(await store.removeAbandonedWrites()).toBe(0);
      finish();
      const stored = await putting;
      expect(await text(await store.read(stored.key))).toBe('first half, second half');
      expect(await fixture.partFiles()).toEqual([]);
    });

    it('removes old unreferenced files, keeping referenced and young ones', async () => {
      const referenced = await store.put(Buffer.from('referenced'));
      const unreferenced = await store.put(Buffer.from('unreferenced'));
      const young = await store.put(Buffer.from('young'));
      await fixture.age(referenced.key, 25 * HOUR_MS);
      await fixture.age(unreferenced.key, 25 * HOUR_MS);
      const asked: string[][] = [];

      const result = await store.removeUnreferenced({
        writtenBefore: new Date(Date.now() - 24 * HOUR_MS),
        findReferenced: async (keys) => {
          asked.push([...keys]);
          return new Set(keys.filter((key) => key === referenced.key));
        },
      });

      expect(result).toEqual({ kept: 1, removed: 1 });
      expect(await store.sizeOf(referenced.key)).toBe('referenced'.length);
      expect(await store.sizeOf(unreferenced.key)).toBeNull();
      expect(await store.sizeOf(young.key)).toBe('young'.length);
      // Young files are never even asked about.
      expect(asked.flat()).not.toContain(young.key);
    });

    it('keeps a file whose bytes were stored again while the database was asked', async () => {
      const old = await store.put(Buffer.from('uploaded again'));
      await fixture.age(old.key, 25 * HOUR_MS);

      const result = await store.removeUnreferenced({
        writtenBefore: new Date(Date.now() - 24 * HOUR_MS),
        // The same upload arrives meanwhile; its row commits after the question was answered.
        findReferenced: async () => {
          await store.put(Buffer.from('uploaded again'));
          return new Set();
        },
      });

      expect(result).toEqual({ kept: 1, removed: 0 });
      expect(await text(await store.read(old.key))).toBe('uploaded again');
    });
  });
}
