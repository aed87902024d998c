import type { ImportDuplicateReason } from '@sds/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import {
  products,
  productRevisions,
  type ImportDuplicateQuestion,
} from '../../../platform/db/schema.ts';
import { similarityOf, type TextFingerprint } from './text-fingerprint.ts';

/**
 * The estimated Jaccard similarity from which two sheets' texts are "very similar" (decision
 * 0068): measured on the 40 real EU sheets, a new version (a twentieth of the sentences changed)
 * scored 0.88–0.98, and 6 of 180 pairs of different products of one supplier 0.9 or more.
 */
export const SIMILAR_TEXT = 0.9;
/** How many products sharing a band are weighed at most (the most alike text wins anyway). */
const MAX_TEXT_CANDIDATES = 50;

/** The same words, whatever the case, spaces and punctuation, as the index on names has it. */
const nameKey = (column: unknown) =>
  sql`lower(regexp_replace(${column}, '[^[:alnum:]]+', '', 'g'))`;

/** What an upload's sheet is known by, to find its other versions. */
export interface SheetKeys {
  companyId: string;
  locale: string;
  /** The upload's own product, which is no other version of itself. */
  productId: string;
  name: string | null;
  supplier: string | null;
  ufi: string | null;
  fingerprint: TextFingerprint | null;
}

/**
 * The existing product an uploaded SDS is probably another version of (decision 0068): in the
 * same company and language, the latest version has the same UFI, or the same name and supplier
 * (case, spaces and punctuation aside), or the last imported text is very similar. The one with
 * the most reasons, then the most alike text, then the oldest; null when none.
 */
export async function findProbableVersion(
  tx: Tx,
  keys: SheetKeys,
): Promise<ImportDuplicateQuestion | null> {
  const found = new Map<string, Set<ImportDuplicateReason>>();
  const add = (id: string, reason: ImportDuplicateReason) =>
    found.set(id, (found.get(id) ?? new Set()).add(reason));
  const latest = and(
    eq(productRevisions.companyId, keys.companyId),
    eq(productRevisions.locale, keys.locale),
    eq(productRevisions.isLatest, true),
    ne(productRevisions.productId, keys.productId),
  );
  if (keys.ufi) {
    const rows = await tx
      .select({ id: productRevisions.productId })
      .from(productRevisions)
      .where(and(latest, eq(productRevisions.ufi, keys.ufi)))
      .limit(10);
    for (const row of rows) add(row.id, 'ufi');
  }
  if (keys.name?.trim() && keys.supplier?.trim()) {
    const rows = await tx
      .select({ id: productRevisions.productId })
      .from(productRevisions)
      .where(
        and(
          latest,
          sql`${nameKey(productRevisions.name)} = ${nameKey(sql`${keys.name}::text`)}`,
          sql`${nameKey(productRevisions.supplier)} = ${nameKey(sql`${keys.supplier}::text`)}`,
          sql`${nameKey(sql`${keys.supplier}::text`)} <> ''`,
        ),
      )
      .limit(10);
    for (const row of rows) add(row.id, 'name-supplier');
  }
  const similarity = new Map<string, number>();
  if (keys.fingerprint) {
    const rows = await tx
      .select({ id: products.id, minhash: products.importTextMinhash })
      .from(products)
      .where(
        and(
          eq(products.companyId, keys.companyId),
          eq(products.locale, keys.locale),
          ne(products.id, keys.productId),
          sql`${products.importTextBands} && ${sql.param(keys.fingerprint.bands)}::text[]`,
        ),
      )
      .limit(MAX_TEXT_CANDIDATES);
    for (const row of rows) {
      const alike = similarityOf(keys.fingerprint.minhash, row.minhash ?? []);
      similarity.set(row.id, alike);
      if (alike >= SIMILAR_TEXT) add(row.id, 'similar-text');
    }
  }
  if (found.size === 0) return null;
  const ids = [...found.keys()];
  const created = await tx
    .select({ id: products.id, createdAt: products.createdAt })
    .from(products)
    .where(
      and(
        eq(products.companyId, keys.companyId),
        sql`${products.id} = any(${sql.param(ids)}::uuid[])`,
      ),
    );
  const age = new Map(created.map((row) => [row.id, row.createdAt.getTime()]));
  const [best] = ids
    .filter((id) => age.has(id))
    .sort(
      (one, other) =>
        (found.get(other)?.size ?? 0) - (found.get(one)?.size ?? 0) ||
        (similarity.get(other) ?? 0) - (similarity.get(one) ?? 0) ||
        (age.get(one) ?? 0) - (age.get(other) ?? 0),
    );
  if (!best) return null;
  const order: ImportDuplicateReason[] = ['ufi', 'name-supplier', 'similar-text'];
  return {
    productId: best,
    reasons: order.filter((reason) => found.get(best)?.has(reason)),
    similarity: similarity.has(best) ? Math.round((similarity.get(best) ?? 0) * 100) / 100 : null,
  };
}
