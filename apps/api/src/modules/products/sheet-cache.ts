import { createHash } from 'node:crypto';
import { brotliCompressSync, deflateSync, gzipSync, zstdCompressSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { Product } from '@sds/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import type { StopListening } from '../../platform/db/notifications.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { linkExpiry } from './document-links.ts';
import { canSeeUnapproved, isPlatformAdmin } from './products.policy.ts';

/** The channel migration 0026's triggers announce each company whose sheets changed on. */
const SHEET_CHANGES_CHANNEL = 'sheet_changes';
/** A link window (document-links.ts) and a little: later entries have another key anyway. */
const ENTRY_TTL_MS = 6 * 60 * 1000;
/** What the cached answers may take of the heap, counted as their JSON's length in bytes. */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

/** A sheet as `GET /api/products/{id}` answers it, serialised once. */
export interface CachedSheet {
  json: string;
  /** The product's company: the `companyId` a caller may name must be this one. */
  companyId: string;
  /** The weak entity tag @fastify/etag gives the JSON (SHA-1, base64): repeat reads get 304. */
  etag: string;
  /** The JSON compressed in each encoding asked for so far. */
  encoded: Map<Encoding, Buffer>;
}

/** The encodings @fastify/compress offers, in its order (zstd first where Node has it). */
const ENCODERS = {
  zstd: (json: string) => zstdCompressSync(json),
  br: (json: string) => brotliCompressSync(json),
  gzip: (json: string) => gzipSync(json, { level: 9 }),
  deflate: (json: string) => deflateSync(json, { level: 9 }),
};
type Encoding = keyof typeof ENCODERS;
const encodings = new Negotiator({ supportedValues: Object.keys(ENCODERS) });
/** Below this the compression plugin sends a body as it is (app.ts: `threshold`). */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/** The cached form of a sheet's JSON. */
export function cachedSheetOf(json: string, companyId: string): CachedSheet {
  const etag = `W/"${createHash('sha1').update(json).digest('base64')}"`;
  return { json, companyId, etag, encoded: new Map() };
}

/**
 * Whether a caller's sheet may come from the cache: those who see approved versions only (users'
 * devices, integrations without a key user's role). Key users read the working version, whose
 * content changes with every save, and their answer carries the editor's entity tag.
 */
export function readsCachedSheets(principal: Principal): boolean {
  return !canSeeUnapproved(principal) && !isPlatformAdmin(principal);
}

/**
 * The serialised sheets of approved versions (issue 28 point 2, decision 0072), so a repeat read
 * of a sheet by anyone of the same company is a look-up: no query, no serialisation. Keyed by the
 * reading company, the product and the window its signed links are issued in, so a cached answer
 * never hands out a link older than a fresh read would. What a sheet shows changes only through
 * rows the offline sync's triggers record (migration 0020); migration 0026 announces each such
 * company, and its entries — as reader or as publisher — are forgotten. While announcements may
 * be missed (the listening connection lost), nothing is cached.
 */
export class SheetCache {
  readonly #entries = new LRUCache<string, CachedSheet & { readerId: string }>({
    maxSize: MAX_CACHED_BYTES,
    // The JSON and, at most, about as much again in its compressed forms.
    sizeCalculation: (entry) => entry.json.length * 2 + 200,
    ttl: ENTRY_TTL_MS,
    dispose: (entry, key) => {
      this.#unindex(entry.readerId, key);
      this.#unindex(entry.companyId, key);
    },
  });
  /** The keys of the entries each company appears in, as reader or as the product's company. */
  readonly #keysByCompany = new Map<string, Set<string>>();
  /** The count of announcements heard, and when each company was last announced. */
  #heard = 0;
  readonly #lastHeard = new LRUCache<string, number>({ max: 100_000 });
  /** Reads begun before listening last began or ended may have missed announcements. */
  #firstTrusted = 0;
  #isListening = false;

  get isListening(): boolean {
    return this.#isListening;
  }

  /** The moment to hand back to {@link remember} with a sheet read from now on. */
  get moment(): number {
    return this.#heard;
  }

  keyOf(readerId: string, productId: string, now = new Date()): string {
    return `${readerId}|${productId.toLowerCase()}|${linkExpiry(now)}`;
  }

  recall(key: string): CachedSheet | undefined {
    return this.#isListening ? this.#entries.get(key) : undefined;
  }

  /**
   * Keeps a sheet read since `readAt` unless its reader's or its product's company was announced
   * since then: the read may have seen the state before that change.
   */
  remember(key: string, readerId: string, sheet: CachedSheet, readAt: number): void {
    if (!this.#isListening || readAt < this.#firstTrusted) return;
    const isStale = [readerId, sheet.companyId].some(
      (companyId) => (this.#lastHeard.get(companyId) ?? -1) >= readAt,
    );
    if (isStale) return;
    this.#entries.set(key, { ...sheet, readerId });
    this.#index(readerId, key);
    this.#index(sheet.companyId, key);
  }

  /** Forgets every entry a company appears in. */
  forgetCompany(companyId: string): void {
    this.#lastHeard.set(companyId, this.#heard);
    this.#heard += 1;
    for (const key of [...(this.#keysByCompany.get(companyId) ?? [])]) this.#entries.delete(key);
  }

  setListening(isListening: boolean): void {
    this.#heard += 1;
    this.#firstTrusted = this.#heard;
    this.#entries.clear();
    this.#isListening = isListening;
  }

  /** Hears the database's announcements until the returned function is called. */
  listen(database: Database): Promise<StopListening> {
    return database.listen(SHEET_CHANGES_CHANNEL, {
      onNotification: (companyId) => this.forgetCompany(companyId.toLowerCase()),
      onListeningChange: (isListening) => this.setListening(isListening),
    });
  }

  #index(companyId: string, key: string): void {
    const keys = this.#keysByCompany.get(companyId);
    if (keys) keys.add(key);
    else this.#keysByCompany.set(companyId, new Set([key]));
  }

  #unindex(companyId: string, key: string): void {
    const keys = this.#keysByCompany.get(companyId);
    if (!keys) return;
    keys.delete(key);
    if (keys.size === 0) this.#keysByCompany.delete(companyId);
  }
}

/**
 * A caller's sheet through the cache: the cached answer of its company, else `read()` serialised
 * with the wire schema — exactly what the route's serialiser would send — and kept.
 */
export async function sheetThroughCache(
  cache: SheetCache,
  readerId: string,
  productId: string,
  read: () => Promise<Product>,
): Promise<CachedSheet> {
  const key = cache.keyOf(readerId, productId);
  const cached = cache.recall(key);
  if (cached) return cached;
  const readAt = cache.moment;
  const product = await read();
  // As the route's serialiser writes it (fastify-type-provider-zod: encode, then stringify).
  const sheet = cachedSheetOf(JSON.stringify(z.encode(Product, product)), product.companyId);
  cache.remember(key, readerId, sheet, readAt);
  return sheet;
}

/**
 * A company's own writes are seen by its next read on this process at once: before the answer
 * to any change a company's caller made goes out, this process forgets the company's sheets.
 * Other processes, and changes made by the platform Admin or by jobs, wait for the database's
 * announcement, a moment after the commit.
 */
export function forgetSheetsOnOwnWrites(app: FastifyInstance, cache: SheetCache): void {
  app.addHook('onSend', async (request) => {
    const companyId = request.principal?.companyId;
    if (companyId && request.method !== 'GET' && request.method !== 'HEAD') {
      cache.forgetCompany(companyId);
    }
  });
}

/**
 * Sends a cached sheet as the serialiser, @fastify/etag and @fastify/compress would have: its
 * JSON (a string with a JSON type skips the serialiser), its entity tag (a matching
 * `If-None-Match` answers 304), compressed in the encoding the caller prefers — once per
 * sheet and encoding, not once per request (a body already encoded is left alone by the plugin).
 */
export function sendCachedSheet(
  request: FastifyRequest,
  reply: FastifyReply,
  sheet: CachedSheet,
): FastifyReply {
  reply.type('application/json; charset=utf-8').header('etag', sheet.etag);
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted
    ? (encodings.negotiate(accepted.toLowerCase().replace(/\*|x-gzip/g, 'gzip')) as Encoding | null)
    : null;
  if (!encoding || Buffer.byteLength(sheet.json) < COMPRESSION_THRESHOLD_BYTES) {
    return reply.send(sheet.json);
  }
  let body = sheet.encoded.get(encoding);
  if (!body) {
    body = ENCODERS[encoding](sheet.json);
    sheet.encoded.set(encoding, body);
  }
  return reply.header('vary', 'accept-encoding').header('content-encoding', encoding).send(body);
}
