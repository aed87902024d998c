import type { DocumentKind } from '@sds/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../platform/db/database.ts';
import { productDocuments } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import { newDocumentReference } from './document-reference.ts';
import type { DocumentRow } from './product-documents.queries.ts';
import { lockProducts } from './product-locks.ts';
import { openWorkingRevision } from './working-revision.ts';

export interface AttachDocumentInput {
  productId: string;
  companyId: string;
  kind: DocumentKind;
  fileName: string;
  contentType: string;
  content: Buffer | AsyncIterable<Buffer>;
  maxBytes?: number;
  /** Images only: the place among the version's images (0 is the main image). */
  position?: number;
  /**
   * The versions to attach to as they are, one document under one reference (the demo seed's:
   * the versions a product points at); by default the product's working version, a new `Draft`
   * when the working one is approved (working-revision.ts).
   */
  revisionIds?: string[];
}

/** The product's working version, opened for a change (working-revision.ts). */
async function workingRevision(
  tx: Tx,
  input: { productId: string; companyId: string },
): Promise<string> {
  const [product] = await lockProducts(tx, input.companyId, { id: input.productId });
  if (!product) throw new AppError('not-found', 'No such product');
  return (await openWorkingRevision(tx, product)).latestRevisionId;
}

/**
 * Stores a document's bytes and attaches them to a version of a product. The bytes are in the
 * store before the row exists, so no row ever points at a missing file. A version has one SDS
 * pdf: a new pdf replaces the version's one in the same transaction; the versions before keep
 * theirs (decision 0061). Inside a caller's transaction (a supplier's upload uses its link up in
 * the same one) the rows are a savepoint of it.
 */
export async function attachDocument(
  db: Executor,
  store: FileStore,
  input: AttachDocumentInput,
): Promise<DocumentRow> {
  const stored = await store.put(input.content, { maxBytes: input.maxBytes });
  const reference = newDocumentReference();
  return db.transaction(async (tx) => {
    const revisionIds = input.revisionIds?.length
      ? input.revisionIds
      : [await workingRevision(tx, input)];
    const rows: DocumentRow[] = [];
    for (const revisionId of revisionIds) {
      if (input.kind === 'pdf') {
        await tx
          .delete(productDocuments)
          .where(
            and(eq(productDocuments.revisionId, revisionId), eq(productDocuments.kind, 'pdf')),
          );
      }
      const inserted = await tx
        .insert(productDocuments)
        .values({
          productId: input.productId,
          revisionId,
          companyId: input.companyId,
          reference,
          kind: input.kind,
          fileName: input.fileName,
          contentType: input.contentType,
          sizeBytes: stored.sizeBytes,
          sha256: stored.sha256,
          storageKey: stored.key,
          position: input.position ?? 0,
        })
        .returning();
      rows.push(...inserted);
    }
    const [row] = rows;
    if (!row) throw new Error('The document row was not written');
    return row;
  });
}

/**
 * Removes the pdf, one image by reference, or all images from a product's working version (a new
 * `Draft` when the working one is approved: the approved version keeps them until the next is
 * approved). Nothing to remove is a 404, and then nothing changed.
 */
export async function detachDocuments(
  db: Db,
  target: {
    productId: string;
    companyId: string;
    kind: DocumentKind;
    reference?: string | undefined;
  },
) {
  await db.transaction(async (tx) => {
    const revisionId = await workingRevision(tx, target);
    const removed = await tx
      .delete(productDocuments)
      .where(
        and(
          eq(productDocuments.revisionId, revisionId),
          eq(productDocuments.kind, target.kind),
          ...(target.reference ? [eq(productDocuments.reference, target.reference)] : []),
        ),
      )
      .returning({ id: productDocuments.id });
    if (removed.length === 0) throw new AppError('not-found', 'No such document');
  });
}
