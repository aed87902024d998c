import type { DocumentKind } from '@sds/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { productDocuments } from '../../platform/db/schema.ts';

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

/** One document of a product by kind and reference; null when there is none. */
export async function findDocument(
  db: Db,
  productId: string,
  kind: DocumentKind,
  reference: string,
): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(productDocuments)
    .where(
      and(
        eq(productDocuments.productId, productId),
        eq(productDocuments.kind, kind),
        eq(productDocuments.reference, reference),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The product's SDS pdf, or its main image; null when it has none. */
export async function findFirstDocument(
  db: Db,
  productId: string,
  kind: DocumentKind,
): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(productDocuments)
    .where(and(eq(productDocuments.productId, productId), eq(productDocuments.kind, kind)))
    .orderBy(asc(productDocuments.position), asc(productDocuments.createdAt))
    .limit(1);
  return row ?? null;
}
