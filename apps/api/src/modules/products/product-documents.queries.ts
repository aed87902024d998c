import type { DocumentKind } from '@sds/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { productDocuments, products } from '../../platform/db/schema.ts';

export type DocumentRow = typeof productDocuments.$inferSelect;

/** A product's documents: the pdf first, then the images in their order (the main one first). */
export async function listDocuments(db: Db, productIds: string[]): Promise<DocumentRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productDocuments)
    .where(inArray(productDocuments.productId, productIds))
    .orderBy(
      asc(productDocuments.kind),
      asc(productDocuments.position),
      asc(productDocuments.createdAt),
    );
}

/**
 * One document of a product by kind and reference: of the version named, or for a signed link
 * (`revisionId` null) of any of its versions, which carry a document on under its reference with
 * the same file (decision 0061). Null when there is none.
 */
export async function findDocument(
  db: Db,
  productId: string,
  kind: DocumentKind,
  reference: string,
  revisionId: string | null,
): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(productDocuments)
    .where(
      and(
        eq(productDocuments.productId, productId),
        eq(productDocuments.kind, kind),
        eq(productDocuments.reference, reference),
        ...(revisionId ? [eq(productDocuments.revisionId, revisionId)] : []),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The SDS pdf or the main image of the version named; with `revisionId` null (the main image's
 * signed link), of the version users see, or the working one before any approval. Null when the
 * version has none.
 */
export async function findFirstDocument(
  db: Db,
  productId: string,
  kind: DocumentKind,
  revisionId: string | null,
): Promise<DocumentRow | null> {
  const version =
    revisionId ??
    sql`(select coalesce(${products.approvedRevisionId}, ${products.latestRevisionId})
         from ${products} where ${products.id} = ${productId})`;
  const [row] = await db
    .select()
    .from(productDocuments)
    .where(
      and(
        eq(productDocuments.productId, productId),
        eq(productDocuments.kind, kind),
        eq(productDocuments.revisionId, version),
      ),
    )
    .orderBy(asc(productDocuments.position), asc(productDocuments.createdAt))
    .limit(1);
  return row ?? null;
}
