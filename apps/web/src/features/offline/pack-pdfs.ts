import {
  readPdfState,
  type PackDatabase,
  type PackEntryRecord,
  type PackPdfState,
} from './pack-database.ts';
import { isQuotaExceeded, storeDocument } from './pack-store.ts';

/** One pdf as the server gives it (`GET /api/products/{id}/download/pdfref/{reference}`). */
export type FetchPdf = (
  productId: string,
  reference: string,
  signal?: AbortSignal,
) => Promise<Blob>;

/** What the choice states: the pack's sheets' pdfs, and how many of them this device keeps. */
export type PackPdfSummary = PackPdfState & {
  /** The sheets in the pack that have a pdf, and the bytes of all those pdfs. */
  count: number;
  bytes: number;
  /** The pdfs this device holds (the sheet's current one), and their bytes. */
  storedCount: number;
  storedBytes: number;
};

export async function writePdfState(db: PackDatabase, change: Partial<PackPdfState>) {
  const next = { ...(await readPdfState(db)), ...change };
  await db.put('meta', next, 'pdfs');
  return next;
}

/** Which pdf the device holds of each sheet, read from the index's keys (never the bytes). */
async function heldReferences(db: PackDatabase): Promise<Map<string, string>> {
  const held = new Map<string, string>();
  let cursor = await db.transaction('documents').store.index('by-reference').openKeyCursor();
  while (cursor) {
    held.set(cursor.primaryKey, cursor.key);
    cursor = await cursor.continue();
  }
  return held;
}

/** The pack's pdfs, as the choice states them. */
export async function summarisePdfs(db: PackDatabase): Promise<PackPdfSummary> {
  const [entries, held, state] = await Promise.all([
    db.getAll('entries'),
    heldReferences(db),
    readPdfState(db),
  ]);
  const summary: PackPdfSummary = { ...state, count: 0, bytes: 0, storedCount: 0, storedBytes: 0 };
  for (const { id, pdf } of entries) {
    if (!pdf) continue;
    summary.count += 1;
    summary.bytes += pdf.sizeBytes;
    if (held.get(id) === pdf.reference) {
      summary.storedCount += 1;
      summary.storedBytes += pdf.sizeBytes;
    }
  }
  return summary;
}

/** The sheets whose pdf the device lacks (or holds in an older version), most recently used first. */
async function missingPdfs(db: PackDatabase): Promise<PackEntryRecord[]> {
  const [entries, held] = await Promise.all([db.getAll('entries'), heldReferences(db)]);
  return entries
    .filter((entry) => entry.pdf && held.get(entry.id) !== entry.pdf.reference)
    .sort((a, b) => b.usedAt - a.usedAt);
}

export type KeepPdfsOptions = {
  fetchPdf: FetchPdf;
  signal?: AbortSignal;
  /** Told after each stored pdf (the choice shows how far the download is). */
  onProgress?: () => void;
};

export type KeepPdfsOutcome = { stored: number; isStorageFull: boolean };

/**
 * Downloads the pdfs of the pack's sheets that the device does not hold yet, the most recently
 * used sheets first (issue 24, decision 0054). A full storage (`QuotaExceededError`) stops it:
 * what fits stays, the choice says the storage is full, and the next run tries again. Nothing
 * when the user did not choose to keep the pdfs.
 */
export async function keepPdfs(
  db: PackDatabase,
  { fetchPdf, signal, onProgress }: KeepPdfsOptions,
): Promise<KeepPdfsOutcome> {
  if (!(await readPdfState(db)).isWanted) return { stored: 0, isStorageFull: false };
  let stored = 0;
  let isStorageFull = false;
  for (const entry of await missingPdfs(db)) {
    signal?.throwIfAborted();
    const pdf = entry.pdf;
    if (!pdf) continue;
    const blob = await fetchPdf(entry.id, pdf.reference, signal);
    signal?.throwIfAborted();
    try {
      const isStored = await storeDocument(db, {
        productId: entry.id,
        reference: pdf.reference,
        sizeBytes: pdf.sizeBytes,
        contentType: blob.type || 'application/pdf',
        bytes: await blob.arrayBuffer(),
      });
      if (isStored) stored += 1;
    } catch (error) {
      if (!isQuotaExceeded(error)) throw error;
      isStorageFull = true;
      break;
    }
    onProgress?.();
  }
  // Turned off meanwhile: the choice's own call deletes what was stored.
  if ((await readPdfState(db)).isWanted) await writePdfState(db, { isStorageFull });
  return { stored, isStorageFull };
}

/** The user's choice: on keeps the pdfs from now on, off deletes every stored pdf. */
export async function choosePdfs(db: PackDatabase, isWanted: boolean): Promise<void> {
  const tx = db.transaction(['documents', 'meta'], 'readwrite');
  if (!isWanted) void tx.objectStore('documents').clear();
  void tx.objectStore('meta').put({ isWanted, isStorageFull: false }, 'pdfs');
  await tx.done;
}
