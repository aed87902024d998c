import type { SupplierUploadLookup } from '@sds/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { products } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Actor } from '../../platform/security/actor.ts';
import { FileTooLargeError, type FileStore } from '../../platform/storage/file-store.ts';
import { sniffUpload } from '../../platform/storage/sniff-upload.ts';
import { storedFileName } from '../../platform/storage/stored-file-name.ts';
import { queueImport, type SdsParser } from '../imports/index.ts';
import { attachDocument } from '../products/index.ts';
import { findUsableRequest, useUploadLink, type UsableRequest } from './supplier-links.ts';

/** One answer for a used, expired, replaced, forged link or a deleted product (issue 25). */
export const linkInvalid = () =>
  new AppError('link-invalid', 'This upload link is not valid or has expired');

/** What the upload page shows about a link that works; `403 link-invalid` for any other. */
export async function lookUpUploadLink(db: Db, token: string): Promise<SupplierUploadLookup> {
  const request = await findUsableRequest(db, token);
  if (!request) throw linkInvalid();
  const result = await db.execute<{ company_name: string; supplier_name: string }>(sql`
    select c.name as company_name, s.name as supplier_name
    from companies c join suppliers s on s.company_id = c.id
    where c.id = ${request.companyId} and s.id = ${request.supplierId}`);
  const names = result.rows[0];
  if (!names) throw linkInvalid();
  return {
    companyName: names.company_name,
    supplierName: names.supplier_name,
    productName: request.productName,
    articleNumber: request.articleNumber,
    locale: request.locale as SupplierUploadLookup['locale'],
    expiresAt: request.expiresAt.toISOString(),
  };
}

/** The whole file, at most `maxBytes` (`413` past it): the parser reads it at once. */
async function readWhole(content: AsyncIterable<Buffer>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of content) {
    size += chunk.length;
    if (size > maxBytes) {
      throw new AppError('payload-too-large', `The file is larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export interface SupplierUploadDeps {
  db: Db;
  fileStore: FileStore;
  parser: SdsParser;
  maxBytes: number;
}

/** A supplier has no principal: the request is who uploaded, named as the supplier. */
function supplierActor(request: UsableRequest, supplierName: string): Actor {
  return {
    actorKind: 'supplier',
    actorId: request.id,
    actorName: supplierName,
    actorRole: 'Supplier',
  };
}

/**
 * A supplier's upload through a request's link (docs/product/suppliers.md#the-upload): the link
 * must work (`403 link-invalid` for every other case alike); the file must be a PDF (`415`) and
 * a safety data sheet the import can read — the parser reads it here, before the link is used,
 * so a letter or a broken file is refused with its reason (`422 upload-not-an-sds`) and the
 * link stays usable. Then, in one transaction, the link is used up, the PDF becomes the
 * product's working version's SDS (a new `Draft` over an approved version) and its import is
 * queued: it waits for a key user's review like any import.
 */
export async function uploadThroughLink(
  deps: SupplierUploadDeps,
  upload: { token: string; fileName: string | undefined; stream: AsyncIterable<Buffer> },
): Promise<void> {
  const { db } = deps;
  const request = await findUsableRequest(db, upload.token);
  if (!request) throw linkInvalid();
  const sniffed = await sniffUpload(upload.stream, 'pdf');
  const content = await readWhole(sniffed.content, deps.maxBytes);
  const outcome = await deps.parser.parse(
    { content, contentType: sniffed.contentType },
    new AbortController().signal,
  );
  if (
    outcome.kind === 'failed' ||
    (outcome.kind === 'nothing' && outcome.reason === 'not-an-sds')
  ) {
    throw new AppError('upload-not-an-sds', outcome.detail, {
      errors: [{ path: 'file', message: outcome.detail, code: outcome.reason }],
    });
  }
  const lookup = await lookUpUploadLink(db, upload.token);
  try {
    await db.transaction(async (tx) => {
      const used = await useUploadLink(tx, upload.token);
      if (!used) throw linkInvalid();
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, used.productId));
      // The product was deleted since the request: nothing left to upload into.
      if (!product) throw linkInvalid();
      const pdf = await attachDocument(tx, deps.fileStore, {
        productId: used.productId,
        companyId: used.companyId,
        kind: 'pdf',
        fileName: storedFileName(upload.fileName, sniffed.contentType),
        contentType: sniffed.contentType,
        content,
        maxBytes: deps.maxBytes,
      });
      const { fileName, contentType, sha256, sizeBytes, storageKey } = pdf;
      await tx
        .update(products)
        .set({ importSource: { storageKey, fileName, contentType, sha256, sizeBytes } })
        .where(eq(products.id, used.productId));
      await queueImport(tx, {
        productId: used.productId,
        companyId: used.companyId,
        actor: supplierActor(used, lookup.supplierName),
      });
    });
  } catch (error) {
    if (error instanceof FileTooLargeError) {
      throw new AppError('payload-too-large', `The file is larger than ${error.maxBytes} bytes`);
    }
    throw error;
  }
}
