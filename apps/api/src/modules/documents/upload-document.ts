import type { DocumentKind } from '@sds/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { products } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { FileTooLargeError, type FileStore } from '../../platform/storage/file-store.ts';
import { queueImport } from '../imports/index.ts';
import { actorOf } from '../../platform/security/actor.ts';
import { attachDocument, detachDocuments, type DocumentRow } from '../products/index.ts';
import { sniffUpload } from '../../platform/storage/sniff-upload.ts';
import { storedFileName } from '../../platform/storage/stored-file-name.ts';

/** Images a product may carry: a few photos of the container and its label are enough. */
export const MAX_IMAGES_PER_PRODUCT = 20;

/** A product of the caller's company, or a 404 (another company's product included). */
export async function requireOwnProduct(db: Db, principal: Principal, productId: string) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.companyId, principal.companyId)));
  if (!product) throw new AppError('not-found', 'No such product');
}

/** The next image's place in the product's working version (its images carry on to a new one). */
async function nextImagePosition(db: Db, productId: string): Promise<number> {
  const result = await db.execute<{ count: number; next: number }>(sql`
    select count(*)::int as count, coalesce(max(d.position) + 1, 0)::int as next
    from products p join product_documents d on d.revision_id = p.latest_revision_id
    where p.id = ${productId} and d.kind = 'image'`);
  const { count = 0, next = 0 } = result.rows[0] ?? {};
  if (count >= MAX_IMAGES_PER_PRODUCT) {
    throw new AppError('conflict', `A product carries at most ${MAX_IMAGES_PER_PRODUCT} images`);
  }
  return next;
}

/** Queues the import of a product's new SDS pdf, the file it reads kept as its source. */
async function importUploadedPdf(db: Db, principal: Principal, pdf: DocumentRow) {
  const { fileName, contentType, sha256, sizeBytes, storageKey } = pdf;
  await db.transaction(async (tx) => {
    await tx
      .update(products)
      .set({ importSource: { storageKey, fileName, contentType, sha256, sizeBytes } })
      .where(eq(products.id, pdf.productId));
    await queueImport(tx, {
      productId: pdf.productId,
      companyId: principal.companyId,
      actor: await actorOf(tx, principal),
    });
  });
}

/**
 * Stores an uploaded SDS pdf or image for a product of the caller's company
 * (docs/product/documents.md#stored-documents): its type by content, its size bounded while it
 * streams, its bytes in the store before any row points at them. A new pdf replaces the old one in
 * one transaction, so the product is never without one, and its import starts over (`New`: the
 * import queue comes with issue 9).
 */
export async function uploadDocument(
  db: Db,
  store: FileStore,
  principal: Principal,
  upload: {
    productId: string;
    kind: DocumentKind;
    fileName: string | undefined;
    stream: AsyncIterable<Buffer>;
    maxBytes: number;
  },
) {
  await requireOwnProduct(db, principal, upload.productId);
  const position = upload.kind === 'image' ? await nextImagePosition(db, upload.productId) : 0;
  const sniffed = await sniffUpload(upload.stream, upload.kind);
  try {
    const row = await attachDocument(db, store, {
      productId: upload.productId,
      companyId: principal.companyId,
      kind: upload.kind,
      fileName: storedFileName(upload.fileName, sniffed.contentType),
      contentType: sniffed.contentType,
      content: sniffed.content,
      maxBytes: upload.maxBytes,
      position,
    });
    if (upload.kind === 'pdf') await importUploadedPdf(db, principal, row);
    return row;
  } catch (error) {
    if (error instanceof FileTooLargeError) {
      throw new AppError('payload-too-large', `The file is larger than ${error.maxBytes} bytes`);
    }
    throw error;
  }
}

/**
 * Removes a product's pdf, one image by its reference, or all its images, from its working
 * version (decision 0061). The bytes stay in the store until the daily sweep of unreferenced files
 * (stored-file-sweep-job.ts); the versions before keep theirs. Nothing to remove is a 404.
 */
export async function removeDocuments(
  db: Db,
  principal: Principal,
  target: { productId: string; kind: DocumentKind; reference: string | undefined },
) {
  await requireOwnProduct(db, principal, target.productId);
  await detachDocuments(db, {
    productId: target.productId,
    companyId: principal.companyId,
    kind: target.kind,
    reference: target.reference,
  });
  if (target.kind === 'pdf') {
    // `importvib` must not bring back a removed pdf's content.
    await db
      .update(products)
      .set({ importSource: null })
      .where(
        and(
          eq(products.id, target.productId),
          sql`${products.importSource}->>'contentType' = 'application/pdf'`,
        ),
      );
  }
}
