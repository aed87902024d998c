import { randomBytes } from 'node:crypto';
import type { DocumentKind } from '@sds/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { productDocuments } from '../../platform/db/schema.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import type { DocumentRow } from './product-documents.queries.ts';

export interface AttachDocumentInput {
  productId: string;
  companyId: string;
  kind: DocumentKind;
  fileName: string;
  contentType: string;
  content: Buffer | AsyncIterable<Buffer>;
  maxBytes?: number;
  /** Images only: the place among the product's images (0 is the main image). */
  position?: number;
}

/** An opaque reference: 128 random bits, nothing derived from the file or its path. */
export function newDocumentReference(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Stores a document's bytes and attaches them to a product. The bytes are in the store before
 * the row exists, so no row ever points at a missing file. A product has one SDS pdf: a new
 * pdf replaces the old one's row in the same transaction.
 */
export async function attachDocument(
  db: Db,
  store: FileStore,
  input: AttachDocumentInput,
): Promise<DocumentRow> {
  const stored = await store.put(input.content, { maxBytes: input.maxBytes });
  return db.transaction(async (tx) => {
    if (input.kind === 'pdf') {
      await tx
        .delete(productDocuments)
        .where(
          and(eq(productDocuments.productId, input.productId), eq(productDocuments.kind, 'pdf')),
        );
    }
    const [row] = await tx
      .insert(productDocuments)
      .values({
        productId: input.productId,
        companyId: input.companyId,
        reference: newDocumentReference(),
        kind: input.kind,
        fileName: input.fileName,
        contentType: input.contentType,
        sizeBytes: stored.sizeBytes,
        sha256: stored.sha256,
        storageKey: stored.key,
        position: input.position ?? 0,
      })
      .returning();
    if (!row) throw new Error('The document row was not written');
    return row;
  });
}
