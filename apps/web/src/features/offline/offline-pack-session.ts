import {
  SyncResponse,
  acceptLanguageFor,
  endpoints,
  portalEndpoints,
  resolveSupportedLocale,
  type Product,
  type ProductSearchResponse,
} from '@sds/contract';
import { apiClient, blobResponse } from '../../lib/api-client.ts';
import type {
  OfflineSheets,
  PackAddress,
  PackSearch as PackSearchOptions,
} from '../../lib/offline-pack.ts';
import { deleteOfflinePacks } from '../../lib/offline-pack-wipe.ts';
import { i18n } from '../../i18n/i18n.ts';
import {
  openPackDatabase,
  packDatabaseName,
  readSyncState,
  type PackDatabase,
  type PackSyncState,
} from './pack-database.ts';
import { PackSearch } from './pack-search.ts';
import {
  choosePdfs,
  keepPdfs,
  summarisePdfs,
  type FetchPdf,
  type PackPdfSummary,
} from './pack-pdfs.ts';
import { countSheets, readDocument, readEntries, readSheet, touchSheet } from './pack-store.ts';
import { syncPack, type FetchSyncPage, type SyncOutcome } from './pack-sync.ts';

/** What the banner and the pdf choice show of the pack. */
export type PackStatus = PackSyncState & {
  sheetCount: number;
  isSyncing: boolean;
  pdfs: PackPdfSummary & { isDownloading: boolean };
};

/** A sheet's SDS pdf through the app's client, with the device's headers. */
const fetchPdf: FetchPdf = (id, reference, signal) =>
  apiClient.request({
    endpoint: endpoints.productsDownloadPdfRef,
    params: { id, reference },
    schema: blobResponse,
    signal,
  });

/** `GET /api/products/sync` through the app's client (its 401 ends the session, and the pack). */
const fetchSyncPage: FetchSyncPage = ({ since, locale, limit }, signal) =>
  apiClient.request({
    endpoint: portalEndpoints.productsSync,
    query: { since, locale, limit },
    schema: SyncResponse,
    signal,
  });

/**
 * The offline pack of the signed-in device (decision 0054): answers the product calls from the
 * pack, keeps it in sync with the server, and tells the banner how it stands.
 */
export class OfflinePack implements OfflineSheets {
  private readonly indexes = new Map<string, Promise<PackSearch>>();
  private readonly listeners = new Set<() => void>();
  private running: Promise<SyncOutcome> | null = null;
  private downloading: { done: Promise<void>; controller: AbortController } | null = null;
  private status: PackStatus | null = null;

  readonly name: string;
  private readonly db: PackDatabase;
  private readonly fetchPage: FetchSyncPage;
  private readonly fetchPdf: FetchPdf;

  constructor(
    name: string,
    db: PackDatabase,
    fetchPage: FetchSyncPage = fetchSyncPage,
    fetchPdfs: FetchPdf = fetchPdf,
  ) {
    this.name = name;
    this.db = db;
    this.fetchPage = fetchPage;
    this.fetchPdf = fetchPdfs;
  }

  /** The stored copy of a sheet's SDS pdf; null when the device does not hold that pdf. */
  async pdf(productId: string, reference: string): Promise<Blob | null> {
    const document = await readDocument(this.db, productId, reference);
    return document ? new Blob([document.bytes], { type: document.contentType }) : null;
  }

  /**
   * The user's choice (issue 24): on downloads the pack's pdfs in the background, off stops a
   * download under way and deletes every stored pdf.
   */
  async choosePdfs(isWanted: boolean): Promise<void> {
    if (!isWanted && this.downloading) {
      this.downloading.controller.abort();
      await this.downloading.done;
    }
    await choosePdfs(this.db, isWanted);
    await this.refreshStatus();
    if (isWanted) void this.keepPdfs();
  }

  /** Downloads the pdfs the device lacks, when its user chose so; one download at a time. */
  keepPdfs(): Promise<void> {
    if (this.downloading) return this.downloading.done;
    const controller = new AbortController();
    const done = (async () => {
      try {
        await keepPdfs(this.db, {
          fetchPdf: this.fetchPdf,
          signal: controller.signal,
          onProgress: () => void this.refreshStatus().catch(() => undefined),
        });
      } catch (error) {
        if (!controller.signal.aborted) console.warn('The offline pdfs did not download', error);
      } finally {
        this.downloading = null;
        await this.refreshStatus().catch(() => undefined);
      }
    })();
    this.downloading = { done, controller };
    void this.refreshStatus().catch(() => undefined);
    return done;
  }

  async search(options: PackSearchOptions): Promise<ProductSearchResponse | null> {
    const state = await readSyncState(this.db);
    // Never synced: the pack knows nothing, so the network failure stands.
    if (state.syncedAt === null && state.cursor === null) return null;
    const index = await this.indexFor(options.productLocale);
    return index.search(options.search, options.page, options.pageSize);
  }

  get(address: PackAddress, productLocale: string): Promise<Product | null> {
    return readSheet(this.db, address, productLocale);
  }

  noteUsed(productId: string): void {
    void touchSheet(this.db, productId).catch(() => undefined);
  }

  /** The search index of one product locale, built once and again after a sync changed sheets. */
  indexFor(locale: string): Promise<PackSearch> {
    let index = this.indexes.get(locale);
    if (!index) {
      index = readEntries(this.db, locale).then((entries) => new PackSearch(entries));
      this.indexes.set(locale, index);
      index.catch(() => this.indexes.delete(locale));
    }
    return index;
  }

  /** Syncs now; a sync already running is joined rather than started twice. */
  sync(locale = resolveSupportedLocale(acceptLanguageFor(i18n.language))): Promise<SyncOutcome> {
    this.running ??= (async () => {
      await this.refreshStatus(true);
      try {
        const outcome = await syncPack(this.db, { fetchPage: this.fetchPage, locale });
        if (outcome.stored > 0 || outcome.removed > 0) this.indexes.clear();
        void this.keepPdfs();
        return outcome;
      } finally {
        this.running = null;
        await this.refreshStatus(false).catch(() => undefined);
      }
    })();
    return this.running;
  }

  async refreshStatus(isSyncing = this.running !== null): Promise<PackStatus> {
    const [state, sheetCount, pdfs] = await Promise.all([
      readSyncState(this.db),
      countSheets(this.db),
      summarisePdfs(this.db),
    ]);
    const isDownloading = this.downloading !== null;
    this.status = { ...state, sheetCount, isSyncing, pdfs: { ...pdfs, isDownloading } };
    for (const listener of this.listeners) listener();
    return this.status;
  }

  getStatus(): PackStatus | null {
    return this.status;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.downloading?.controller.abort();
    this.db.close();
  }
}

let current: Promise<OfflinePack> | null = null;
let currentName: string | null = null;

/**
 * The pack of the signed-in device, opened once; every other pack on this browser profile (an
 * earlier user's, another company's) is deleted. Null when nobody is signed in.
 */
export function openOfflinePack(
  user: { companyId: string; deviceId: string } | null,
): Promise<OfflinePack> | null {
  const name = user ? packDatabaseName(user) : null;
  if (name !== currentName) {
    const previous = current;
    current = null;
    currentName = name;
    void previous?.then((pack) => pack.close()).catch(() => undefined);
  }
  if (!name) return null;
  current ??= (async () => {
    await deleteOfflinePacks(name);
    const db = await openPackDatabase(name, () => {
      // Deleted from elsewhere (a logout in another tab): open anew next time.
      if (currentName === name) {
        current = null;
        currentName = null;
      }
    });
    return new OfflinePack(name, db);
  })();
  current.catch(() => {
    current = null;
    currentName = null;
  });
  return current;
}
