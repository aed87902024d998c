import type { ImportDuplicate, ImportFailureReason, ImportStatusResponse } from '@sds/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import {
  productMerges,
  productRevisions,
  products,
  refusedUploads,
  type ImportDuplicateQuestion,
} from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { actorOf } from '../../platform/security/actor.ts';
import { queueImport } from './queue-import.ts';

/**
 * `GET /api/products/{id}/importstatus` (docs/product/wire-conventions.md#wire-shapes): where the
 * product's import stands. A placeholder merged into an existing product answers for that product
 * (with its id).
 */
export async function readImportStatus(
  db: Db,
  principal: Principal,
  productId: string,
): Promise<ImportStatusResponse> {
  // The product the id stands for now: itself, or the product its upload was merged into —
  // found in the same statement, so a merge committing meanwhile cannot make it a 404.
  const mergedInto = db
    .select({ id: productMerges.intoProductId })
    .from(productMerges)
    .where(
      and(
        eq(productMerges.fromProductId, productId),
        eq(productMerges.companyId, principal.companyId),
      ),
    );
  const [row] = await db
    .select({
      id: products.id,
      status: products.importStatus,
      reason: products.importReason,
      detail: products.importDetail,
      fieldsToConfirm: products.importFieldsToConfirm,
      findings: products.importFindings,
      question: products.importDuplicate,
      updatedAt: products.importUpdatedAt,
    })
    .from(products)
    .where(
      and(
        eq(products.id, sql`coalesce((${mergedInto}), ${productId}::uuid)`),
        eq(products.companyId, principal.companyId),
      ),
    );
  if (!row) return refusedUploadStatus(db, principal, productId);
  const duplicate = row.question ? await duplicateOf(db, principal, row.question) : null;
  return {
    status: row.status,
    ...(row.reason ? { reason: row.reason as ImportFailureReason } : {}),
    ...(row.detail ? { detail: row.detail } : {}),
    productId: row.id,
    fieldsToConfirm: row.fieldsToConfirm,
    findings: row.findings,
    ...(duplicate ? { duplicate } : {}),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The open question of an import (decision 0068) with what a key user knows the product by, as
 * its working version has it; none when that product is gone meanwhile.
 */
async function duplicateOf(
  db: Db,
  principal: Principal,
  question: ImportDuplicateQuestion,
): Promise<ImportDuplicate | null> {
  const [candidate] = await db
    .select({
      name: productRevisions.name,
      supplier: productRevisions.supplier,
      articleNumber: products.articleNumber,
      revisionDate: productRevisions.revisionDate,
    })
    .from(products)
    .innerJoin(productRevisions, eq(productRevisions.id, products.latestRevisionId))
    .where(and(eq(products.id, question.productId), eq(products.companyId, principal.companyId)));
  if (!candidate) return null;
  return {
    productId: question.productId,
    ...candidate,
    reasons: question.reasons as ImportDuplicate['reasons'],
    similarity: question.similarity,
  };
}

/**
 * The status of an upload refused as not an SDS (refuse-upload.ts): its placeholder is gone, its
 * id answers `NoXml` with the reason. Any other id is a 404.
 */
async function refusedUploadStatus(
  db: Db,
  principal: Principal,
  productId: string,
): Promise<ImportStatusResponse> {
  const [refused] = await db
    .select()
    .from(refusedUploads)
    .where(
      and(
        eq(refusedUploads.productId, productId),
        eq(refusedUploads.companyId, principal.companyId),
      ),
    );
  if (!refused) throw new AppError('not-found', 'No such product');
  return {
    status: 'NoXml',
    reason: refused.reason as ImportFailureReason,
    ...(refused.detail ? { detail: refused.detail } : {}),
    productId: refused.productId,
    fieldsToConfirm: [],
    findings: [],
    updatedAt: refused.refusedAt.toISOString(),
  };
}

/**
 * `POST /api/products/{id}/importvib` (docs/product/imports.md#starting-an-import): imports the
 * product's stored SDS again. A product without one is a `409` that says so.
 */
export async function requeueImport(db: Db, principal: Principal, productId: string) {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, importSource: products.importSource })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.companyId, principal.companyId)))
      .for('update');
    if (!product) throw new AppError('not-found', 'No such product');
    if (!product.importSource) {
      throw new AppError('conflict', 'The product has no SDS file to import: upload one first');
    }
    await queueImport(tx, {
      productId,
      companyId: principal.companyId,
      actor: await actorOf(tx, principal),
    });
  });
}
