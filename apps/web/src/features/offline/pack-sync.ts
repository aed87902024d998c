import type { SupportedLocale, SyncQuery, SyncResponse } from '@sds/contract';
import { isApiError } from '../../lib/api-error.ts';
import { readSyncState, type PackDatabase, type PackSyncState } from './pack-database.ts';
import {
  dropOtherGenerations,
  dropLeastUsedPdfs,
  evictLeastUsed,
  isQuotaExceeded,
  storeSyncPage,
  updateSyncState,
} from './pack-store.ts';

/** What one call of `GET /api/products/sync` asks (the contract's SyncQuery, as sent). */
export type SyncPageQuery = Pick<SyncQuery, 'since' | 'locale'> & { limit?: number };

/** One call of `GET /api/products/sync`. */
export type FetchSyncPage = (query: SyncPageQuery, signal?: AbortSignal) => Promise<SyncResponse>;

export type SyncOptions = {
  fetchPage: FetchSyncPage;
  /** The device's product locale: its variants come first in a full download. */
  locale: SupportedLocale;
  signal?: AbortSignal;
  /** Sheets per page; the server's default without it. */
  limit?: number;
  now?: () => number;
};

export type SyncOutcome = {
  /** How many sheets arrived and how many went. */
  stored: number;
  removed: number;
  /** True when the storage was full and the least recently used sheets were dropped. */
  isStorageFull: boolean;
  state: PackSyncState;
};

/** How often a full storage is met by dropping sheets before a page is given up. */
const MAX_EVICTION_ROUNDS = 8;

/** How a page went into a full storage: as it was, after making room, or not at all. */
type StoredPage = 'stored' | 'stored-after-making-room' | 'no-room';

/**
 * Stores a page; when the storage is full, drops the least recently used sheets' pdfs, then the
 * sheets themselves (as many as the page brings), and tries again. A page that finds no room
 * even then is not stored (`no-room`): the sync stops where it is and says the storage is full.
 */
async function storeWithRoom(
  db: PackDatabase,
  page: SyncResponse,
  next: PackSyncState,
): Promise<StoredPage> {
  for (let round = 0; ; round += 1) {
    try {
      await storeSyncPage(db, page, next);
      return round > 0 ? 'stored-after-making-room' : 'stored';
    } catch (error) {
      if (!isQuotaExceeded(error)) throw error;
      if (round >= MAX_EVICTION_ROUNDS) return 'no-room';
      const count = Math.max(page.items.length, 1);
      const made = (await dropLeastUsedPdfs(db, count)) || (await evictLeastUsed(db, count));
      if (made === 0) return 'no-room';
    }
  }
}

/**
 * Brings the pack up to date (issue 24, decision 0054): asks for what changed since the stored
 * cursor, page after page until `hasMore` is false, each page stored with the cursor it leads
 * to, so an interrupted sync goes on where it stopped. A full download (`reset`: the first sync,
 * or a cursor the server no longer continues) tags its sheets with a new generation and, once
 * its last page is in, drops every sheet it did not bring. A cursor the server refuses
 * (`sync-cursor-invalid`) starts a full download.
 */
export async function syncPack(db: PackDatabase, options: SyncOptions): Promise<SyncOutcome> {
  const now = options.now ?? Date.now;
  let state = await readSyncState(db);
  const outcome = { stored: 0, removed: 0, isStorageFull: false };
  let hasMore = true;
  let hasCompletedReset = false;
  while (hasMore) {
    options.signal?.throwIfAborted();
    let page: SyncResponse;
    try {
      page = await options.fetchPage(
        { since: state.cursor ?? undefined, locale: options.locale, limit: options.limit },
        options.signal,
      );
    } catch (error) {
      if (state.cursor === null || !isApiError(error, 'sync-cursor-invalid')) throw error;
      state = await updateSyncState(db, { cursor: null });
      continue;
    }
    // A full download starts with a request without cursor, or with the server's `reset`.
    const startsReset = page.reset && (!state.isResetting || state.cursor === null);
    const generation = startsReset ? Math.max(now(), state.generation + 1) : state.generation;
    const isResetting = startsReset || state.isResetting;
    hasMore = page.hasMore;
    const next: PackSyncState = {
      ...state,
      cursor: page.cursor,
      generation,
      isResetting: isResetting && hasMore,
      syncedAt: hasMore ? state.syncedAt : page.syncedAt,
    };
    const stored = await storeWithRoom(db, page, next);
    if (stored !== 'stored') outcome.isStorageFull = true;
    // The cursor stays before this page: the next sync asks for it again.
    if (stored === 'no-room') break;
    if (isResetting && !hasMore) {
      await dropOtherGenerations(db, generation);
      hasCompletedReset = true;
    }
    outcome.stored += page.items.length;
    outcome.removed += page.removed.length;
    state = next;
  }
  // Dropped sheets stay missing until a full download fits again.
  const isStorageFull = outcome.isStorageFull || (state.isStorageFull && !hasCompletedReset);
  if (isStorageFull !== state.isStorageFull) state = await updateSyncState(db, { isStorageFull });
  return { ...outcome, state };
}
