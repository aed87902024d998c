import { emptyProductContent, type ImportStatus, type SupportedLocale } from '@sds/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/database.ts';
import { productDocuments, products, type ImportSource } from '../../platform/db/schema.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import { insertProduct, newDocumentReference } from '../products/index.ts';
import { actorOf } from '../../platform/security/actor.ts';
import { provisionalArticleNumber } from './provisional-identity.ts';
import { queueImport } from './queue-import.ts';
import { storeSdsFile, type IncomingSdsFile } from './store-sds-file.ts';

type Executor = Db | Tx;

export interface SdsUpload extends IncomingSdsFile {
  locale: SupportedLocale;
}

/** The product an SDS went into, and where its import stands. */
export interface SdsImportStart {
  productId: string;
  importStatus: ImportStatus;
}

/** A placeholder's name until its import reads the product's: the file's, without `.pdf`. */
function placeholderName(fileName: string): string {
  return fileName.replace(/\.(pdf|xml)$/i, '').slice(0, 300) || fileName;
}

/** The product of the caller's company that already holds this very file, if any. */
async function productWithFile(executor: Executor, companyId: string, sha256: string) {
  const [found] = await executor
    .select({ id: products.id, importStatus: products.importStatus })
    .from(products)
    .where(
      and(eq(products.companyId, companyId), sql`${products.importSource}->>'sha256' = ${sha256}`),
    )
    .limit(1);
  return found ?? null;
}

/** A `Draft` placeholder named after the file, holding it (a PDF also as its document), queued. */
async function insertPlaceholder(
  tx: Tx,
  principal: Principal,
  stored: { source: ImportSource; locale: SupportedLocale },
): Promise<string> {
  const { source } = stored;
  const provisional = provisionalArticleNumber(source.sha256);
  const id = await insertProduct(tx, {
    companyId: principal.companyId,
    articleNumber: provisional,
    masterCode: provisional,
    locale: stored.locale,
    importStatus: 'Waiting',
    reviewStatus: 'Draft',
    rejectReason: null,
    content: emptyProductContent(placeholderName(source.fileName)),
  });
  const [placeholder] = await tx
    .update(products)
    .set({ importSource: source })
    .where(eq(products.id, id))
    .returning({ revisionId: products.latestRevisionId });
  if (source.contentType === 'application/pdf' && placeholder?.revisionId) {
    await tx.insert(productDocuments).values({
      productId: id,
      revisionId: placeholder.revisionId,
      companyId: principal.companyId,
      reference: newDocumentReference(),
      kind: 'pdf',
      fileName: source.fileName,
      contentType: source.contentType,
      sizeBytes: source.sizeBytes,
      sha256: source.sha256,
      storageKey: source.storageKey,
    });
  }
  const actor = await actorOf(tx, principal);
  await queueImport(tx, { productId: id, companyId: principal.companyId, actor });
  return id;
}

/**
 * Queues the import of an SDS already in the file store into a new placeholder product, a
 * `Draft` named after the file, whose identity the SDS decides (decision 0022). A file the
 * company already has is the product that has it: one product, one import. Runs in the
 * caller's transaction when given one (a converted product request), in its own otherwise.
 */
export async function importStoredSds(
  executor: Executor,
  principal: Principal,
  stored: { source: ImportSource; locale: SupportedLocale },
): Promise<SdsImportStart> {
  const existing = await productWithFile(executor, principal.companyId, stored.source.sha256);
  if (existing) return { productId: existing.id, importStatus: existing.importStatus };
  try {
    // In a caller's transaction this is a savepoint, so a twin's unique violation rolls back
    // only the placeholder.
    const productId = await executor.transaction((tx) => insertPlaceholder(tx, principal, stored));
    return { productId, importStatus: 'Waiting' };
  } catch (error) {
    if (!isUniqueViolation(error, 'products_article_locale_unique')) throw error;
    const twin = await productWithFile(executor, principal.companyId, stored.source.sha256);
    if (!twin) throw error;
    return { productId: twin.id, importStatus: twin.importStatus };
  }
}

/**
 * `POST /api/vibupload` (docs/product/imports.md#starting-an-import): stores a supplier's SDS (a
 * PDF, or SDScom XML on its own) and queues its import into a placeholder product. The same file
 * uploaded again (at once or later) is the product that has it. Answers the product and its import
 * status.
 */
export async function uploadSds(
  db: Db,
  store: FileStore,
  principal: Principal,
  upload: SdsUpload,
): Promise<SdsImportStart> {
  const source = await storeSdsFile(store, upload);
  return importStoredSds(db, principal, { source, locale: upload.locale });
}
