import type { ImportStatus, SupportedLocale } from '@sds/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { productDocuments, products, type ImportSource } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { FileTooLargeError, type FileStore } from '../../platform/storage/file-store.ts';
import { newDocumentReference } from '../documents/attach-document.ts';
import { safeFileName, sniffUpload } from '../documents/sniff-upload.ts';
import { actorOf } from '../products/product-locks.ts';
import { emptyProductContent, insertProduct } from '../products/save-product.ts';
import { provisionalArticleNumber } from './provisional-identity.ts';
import { queueImport } from './queue-import.ts';
import { sdsFileRecogniser } from './sds-file-recogniser.ts';

export interface SdsUpload {
  fileName: string | undefined;
  stream: AsyncIterable<Buffer>;
  maxBytes: number;
  locale: SupportedLocale;
}

/** A placeholder's name until its import reads the product's: the file's, without `.pdf`. */
function placeholderName(fileName: string): string {
  return fileName.replace(/\.(pdf|xml)$/i, '').slice(0, 300) || fileName;
}

/** The product of the caller's company that already holds this very file, if any. */
async function productWithFile(db: Db, companyId: string, sha256: string) {
  const [found] = await db
    .select({ id: products.id, importStatus: products.importStatus })
    .from(products)
    .where(
      and(eq(products.companyId, companyId), sql`${products.importSource}->>'sha256' = ${sha256}`),
    )
    .limit(1);
  return found ?? null;
}

/**
 * `POST /api/vibupload` (DESIGN §6): stores a supplier's SDS (a PDF, or SDScom XML on its own)
 * and queues its import into a new placeholder product, a `Draft` named after the file, whose
 * identity the SDS decides. The same file uploaded again (at once or later) is the product that
 * has it: one product, one import. Answers the product and its import status.
 */
export async function uploadSds(
  db: Db,
  store: FileStore,
  principal: Principal,
  upload: SdsUpload,
): Promise<{ productId: string; importStatus: ImportStatus }> {
  const sniffed = await sniffUpload(upload.stream, sdsFileRecogniser);
  const isPdf = sniffed.contentType === 'application/pdf';
  const fileName = safeFileName(upload.fileName, isPdf ? 'sds.pdf' : 'sds.xml');
  const stored = await store.put(sniffed.content, { maxBytes: upload.maxBytes }).catch((error) => {
    if (error instanceof FileTooLargeError) {
      throw new AppError('payload-too-large', `The file is larger than ${error.maxBytes} bytes`);
    }
    throw error;
  });
  const existing = await productWithFile(db, principal.companyId, stored.sha256);
  if (existing) return { productId: existing.id, importStatus: existing.importStatus };

  const source: ImportSource = {
    storageKey: stored.key,
    fileName,
    contentType: sniffed.contentType,
    sha256: stored.sha256,
    sizeBytes: stored.sizeBytes,
  };
  try {
    const productId = await db.transaction(async (tx) => {
      const provisional = provisionalArticleNumber(stored.sha256);
      const id = await insertProduct(tx, {
        companyId: principal.companyId,
        articleNumber: provisional,
        masterCode: provisional,
        locale: upload.locale,
        importStatus: 'Waiting',
        reviewStatus: 'Draft',
        rejectReason: null,
        content: emptyProductContent(placeholderName(fileName)),
      });
      await tx.update(products).set({ importSource: source }).where(eq(products.id, id));
      if (isPdf) {
        await tx.insert(productDocuments).values({
          productId: id,
          companyId: principal.companyId,
          reference: newDocumentReference(),
          kind: 'pdf',
          fileName,
          contentType: source.contentType,
          sizeBytes: source.sizeBytes,
          sha256: source.sha256,
          storageKey: source.storageKey,
        });
      }
      const actor = await actorOf(tx, principal);
      await queueImport(tx, {
        productId: id,
        companyId: principal.companyId,
        actor,
      });
      return id;
    });
    return { productId, importStatus: 'Waiting' };
  } catch (error) {
    if (!isUniqueViolation(error, 'products_article_locale_unique')) throw error;
    const twin = await productWithFile(db, principal.companyId, stored.sha256);
    if (!twin) throw error;
    return { productId: twin.id, importStatus: twin.importStatus };
  }
}
