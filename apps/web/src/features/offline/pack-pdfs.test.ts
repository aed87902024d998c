import type { Product, ProductDocument } from '@sds/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { syncedSheet, syncPage, useFreshIndexedDb } from '../../testing/pack-fixtures.ts';
import { OfflinePack } from './offline-pack-session.ts';
import { openPackDatabase, readPdfState, type PackDatabase } from './pack-database.ts';
import { choosePdfs, keepPdfs, summarisePdfs, type FetchPdf } from './pack-pdfs.ts';
import { evictLeastUsed, readDocument, storeSyncPage, touchSheet } from './pack-store.ts';
import { EMPTY_SYNC_STATE } from './pack-database.ts';

function pdfDocument(reference: string, sizeBytes: number): ProductDocument {
  return {
    reference,
    kind: 'pdf',
    fileName: `${reference}.pdf`,
    contentType: 'application/pdf',
    sizeBytes,
    sha256: 'a'.repeat(64),
    url: `/signed/${reference}`,
    downloadUrl: `/signed/${reference}?download=1`,
  };
}

const withPdf = (reference: string, sizeBytes: number, change: Partial<Product> = {}) =>
  syncedSheet({ ...change, documents: [pdfDocument(reference, sizeBytes)] });

/** A fake of the pdf download: the bytes name the reference; records each call. */
function fakePdfs() {
  const calls: string[] = [];
  const fetchPdf: FetchPdf = async (productId, reference) => {
    calls.push(reference);
    return new Blob([`%PDF ${reference}`], { type: 'application/pdf' });
  };
  return { calls, fetchPdf };
}

async function storeSheets(db: PackDatabase, ...items: Product[]) {
  await storeSyncPage(db, syncPage({ items }), { ...EMPTY_SYNC_STATE, cursor: 'c1' });
}

const textOf = async (db: PackDatabase, id: string, reference: string) => {
  const document = await readDocument(db, id, reference);
  return document ? new TextDecoder().decode(document.bytes) : null;
};

let db: PackDatabase;
beforeEach(async () => {
  useFreshIndexedDb();
  db = await openPackDatabase('sds-offline-pack:test');
});

describe('the sheets’ pdfs in the pack (issue 24)', () => {
  it('states the total size of the pack’s pdfs before anything downloads; off by default', async () => {
    await storeSheets(db, withPdf('r1', 400_000), withPdf('r2', 1_100_000), syncedSheet());
    const { calls, fetchPdf } = fakePdfs();
    expect(await keepPdfs(db, { fetchPdf })).toEqual({ stored: 0, isStorageFull: false });
    expect(calls).toEqual([]);
    expect(await summarisePdfs(db)).toEqual({
      isWanted: false,
      isStorageFull: false,
      count: 2,
      bytes: 1_500_000,
      storedCount: 0,
      storedBytes: 0,
    });
  });

  it('downloads the pdfs once chosen, the most recently used sheets first, and only once', async () => {
    const old = withPdf('old', 1000);
    const recent = withPdf('recent', 2000);
    const never = withPdf('never', 3000);
    await storeSheets(db, old, recent, never);
    await touchSheet(db, old.id, 100);
    await touchSheet(db, recent.id, 200);
    await choosePdfs(db, true);
    const { calls, fetchPdf } = fakePdfs();
    expect(await keepPdfs(db, { fetchPdf })).toEqual({ stored: 3, isStorageFull: false });
    expect(calls).toEqual(['recent', 'old', 'never']);
    expect(await textOf(db, recent.id, 'recent')).toBe('%PDF recent');
    expect(await summarisePdfs(db)).toMatchObject({ storedCount: 3, storedBytes: 6000 });
    await keepPdfs(db, { fetchPdf });
    expect(calls).toHaveLength(3);
  });

  it('fetches a sheet’s new pdf, and never serves its old one for the new reference', async () => {
    const sheet = withPdf('first', 1000);
    await storeSheets(db, sheet);
    await choosePdfs(db, true);
    const { calls, fetchPdf } = fakePdfs();
    await keepPdfs(db, { fetchPdf });
    await storeSheets(db, { ...sheet, documents: [pdfDocument('second', 1200)] });
    expect(await readDocument(db, sheet.id, 'second')).toBeNull();
    expect(await summarisePdfs(db)).toMatchObject({ storedCount: 0, bytes: 1200 });
    await keepPdfs(db, { fetchPdf });
    expect(calls).toEqual(['first', 'second']);
    expect(await textOf(db, sheet.id, 'second')).toBe('%PDF second');
  });

  it('drops a pdf with its sheet: removed by a sync, or evicted from a full storage', async () => {
    const removed = withPdf('gone', 1000);
    const evicted = withPdf('evicted', 1000);
    await storeSheets(db, removed, evicted);
    await choosePdfs(db, true);
    await keepPdfs(db, fakePdfs());
    await storeSyncPage(db, syncPage({ removed: [removed.id] }), {
      ...EMPTY_SYNC_STATE,
      cursor: 'c2',
    });
    expect(await db.count('documents')).toBe(1);
    await evictLeastUsed(db, 1);
    expect(await db.count('documents')).toBe(0);
  });

  it('stops at a full storage, keeps what fit (the most recently used) and says so', async () => {
    const sheets = [withPdf('a', 10), withPdf('b', 20), withPdf('c', 30)];
    await storeSheets(db, ...sheets);
    await touchSheet(db, sheets[2]!.id, 300);
    await touchSheet(db, sheets[1]!.id, 200);
    await choosePdfs(db, true);
    const put = IDBObjectStore.prototype.put;
    let accepted = 1;
    const spy = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['put']>
    ) {
      if (this.name === 'documents' && accepted-- <= 0) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return put.apply(this, args);
    });
    const { calls, fetchPdf } = fakePdfs();
    expect(await keepPdfs(db, { fetchPdf })).toEqual({ stored: 1, isStorageFull: true });
    spy.mockRestore();
    expect(calls).toEqual(['c', 'b']);
    expect(await textOf(db, sheets[2]!.id, 'c')).toBe('%PDF c');
    expect(await summarisePdfs(db)).toMatchObject({ isStorageFull: true, storedBytes: 30 });
    // Room again: the next run goes on and the note goes.
    expect(await keepPdfs(db, { fetchPdf })).toEqual({ stored: 2, isStorageFull: false });
    expect((await readPdfState(db)).isStorageFull).toBe(false);
  });

  it('turned off, deletes every stored pdf and keeps the choice', async () => {
    await storeSheets(db, withPdf('a', 10));
    await choosePdfs(db, true);
    await keepPdfs(db, fakePdfs());
    await choosePdfs(db, false);
    expect(await db.count('documents')).toBe(0);
    expect(await readPdfState(db)).toEqual({ isWanted: false, isStorageFull: false });
  });
});

describe('the device’s pack with its pdfs', () => {
  it('downloads after a sync once chosen and serves the stored copy as a pdf', async () => {
    const sheet = withPdf('sds-1', 12);
    const fetchPage = async () => syncPage({ items: [sheet], reset: true });
    const { calls, fetchPdf } = fakePdfs();
    const pack = new OfflinePack('sds-offline-pack:test', db, fetchPage, fetchPdf);
    await pack.sync('en-US');
    expect(calls).toEqual([]);
    expect(pack.getStatus()?.pdfs).toMatchObject({ isWanted: false, count: 1, bytes: 12 });
    await pack.choosePdfs(true);
    await pack.keepPdfs();
    expect(calls).toEqual(['sds-1']);
    expect(pack.getStatus()?.pdfs).toMatchObject({ isWanted: true, storedCount: 1 });
    const blob = await pack.pdf(sheet.id, 'sds-1');
    expect(blob?.type).toBe('application/pdf');
    expect(await blob?.text()).toBe('%PDF sds-1');
    expect(await pack.pdf(sheet.id, 'another')).toBeNull();
    await pack.choosePdfs(false);
    expect(await pack.pdf(sheet.id, 'sds-1')).toBeNull();
    expect(pack.getStatus()?.pdfs).toMatchObject({ isWanted: false, storedCount: 0 });
  });
});
