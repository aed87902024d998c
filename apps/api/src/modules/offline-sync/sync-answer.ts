import type { KeyObject } from 'node:crypto';
import type { Product, SyncResponse } from '@sds/contract';
import type { Db } from '../../platform/db/database.ts';
import { changesAfter, readHorizon, type SyncHorizon } from './sync-changes.queries.ts';
import { decodeCursor, encodeCursor, NO_PRODUCT, type SyncPosition } from './sync-cursor.ts';
import { productsAfter } from './sync-full.queries.ts';

/** What the answer needs besides the database: the sheets a User sees, the cursor key. */
export interface SyncDeps {
  db: Db;
  cursorKey: KeyObject;
  /** The sheet edition now: a pack made under another is downloaded again. */
  edition: string;
  /** Of `ids`, the sheets a User of the company sees (an id it does not see is left out). */
  readSheets(companyId: string, ids: readonly string[]): Promise<Product[]>;
}

export interface SyncRequest {
  companyId: string;
  since: string | undefined;
  limit: number;
  locale: string | null;
}

/**
 * One answer of `GET /api/products/sync` (decision 0052): without a cursor, or with one the
 * database cannot continue (from another database, e.g. restored from a backup), the first page
 * of a full download (`reset`); a full download's next page; or the changes since a delta
 * cursor, as sheets and removed ids.
 */
export async function answerSync(deps: SyncDeps, request: SyncRequest): Promise<SyncResponse> {
  const { companyId } = request;
  const horizon = await readHorizon(deps.db);
  const position = request.since
    ? decodeCursor(deps.cursorKey, request.since, companyId)
    : undefined;
  const positionXid = position?.kind === 'delta' ? position.xid : position?.startXid;
  // No cursor, a cursor beyond this database (restored from a backup) or of another sheet
  // edition: a full download, and the device replaces its pack.
  if (!position || (positionXid ?? 0n) > horizon.next || position.edition !== deps.edition) {
    const start: SyncPosition = {
      kind: 'full',
      companyId,
      edition: deps.edition,
      startXid: horizon.horizon,
      startedAt: horizon.at,
      locale: request.locale,
      phase: request.locale ? 'first' : 'rest',
      lastLocale: '',
      lastId: NO_PRODUCT,
    };
    return { ...(await fullPage(deps, start, request.limit)), reset: true };
  }
  if (position.kind === 'full')
    return { ...(await fullPage(deps, position, request.limit)), reset: false };
  return deltaPage(deps, position, horizon, request.limit);
}

type Page = Omit<SyncResponse, 'reset'>;

/** A full download's next page; after its last, a delta cursor from where it started. */
async function fullPage(
  deps: SyncDeps,
  position: Extract<SyncPosition, { kind: 'full' }>,
  limit: number,
): Promise<Page> {
  const listed = await productsAfter(deps.db, position.companyId, position, limit);
  let next = position;
  const last = listed.at(-1);
  if (last) next = { ...position, lastLocale: last.locale, lastId: last.id };
  if (listed.length < limit && position.phase === 'first') {
    const rest = { ...position, phase: 'rest' as const, lastLocale: '', lastId: NO_PRODUCT };
    const more = await productsAfter(deps.db, position.companyId, rest, limit - listed.length);
    listed.push(...more);
    const lastMore = more.at(-1);
    next = lastMore ? { ...rest, lastLocale: lastMore.locale, lastId: lastMore.id } : rest;
  }
  const items = await deps.readSheets(
    position.companyId,
    listed.map((product) => product.id),
  );
  const hasMore = listed.length === limit;
  const cursor: SyncPosition = hasMore
    ? next
    : {
        kind: 'delta',
        companyId: position.companyId,
        edition: position.edition,
        xid: position.startXid,
        productId: NO_PRODUCT,
        syncedAt: position.startedAt,
      };
  return {
    items: orderLike(
      items,
      listed.map((product) => product.id),
    ),
    removed: [],
    cursor: encodeCursor(deps.cursorKey, cursor),
    hasMore,
    syncedAt: position.startedAt,
  };
}

/** The changes after a delta cursor: each changed product's sheet, or its id when not seen. */
async function deltaPage(
  deps: SyncDeps,
  position: Extract<SyncPosition, { kind: 'delta' }>,
  horizon: SyncHorizon,
  limit: number,
): Promise<SyncResponse> {
  const { companyId, edition } = position;
  const changes = await changesAfter(deps.db, companyId, position, horizon.horizon, limit + 1);
  const hasMore = changes.length > limit;
  const page = changes.slice(0, limit);
  const ids = [...new Set(page.map((change) => change.productId))];
  const items = await deps.readSheets(companyId, ids);
  const seen = new Set(items.map((item) => item.id));
  const last = page.at(-1);
  const next: SyncPosition =
    hasMore && last
      ? {
          kind: 'delta',
          companyId,
          edition,
          xid: last.xid,
          productId: last.productId,
          syncedAt: position.syncedAt,
        }
      : {
          kind: 'delta',
          companyId,
          edition,
          xid: horizon.horizon,
          productId: NO_PRODUCT,
          syncedAt: horizon.at,
        };
  // Nothing changed: the cursor stays (the device keeps the same position, no write).
  const unchanged = page.length === 0 && position.xid >= horizon.horizon;
  return {
    items: orderLike(items, ids),
    removed: ids.filter((id) => !seen.has(id)),
    cursor: encodeCursor(deps.cursorKey, unchanged ? { ...position, syncedAt: horizon.at } : next),
    hasMore,
    reset: false,
    syncedAt: hasMore ? position.syncedAt : horizon.at,
  };
}

/** The sheets in the order of `ids` (the query answers in its own order). */
function orderLike(items: Product[], ids: string[]): Product[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  return items.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
}
