import {
  IMPORTED_FIELDS,
  PRODUCT_CONTENT,
  type ImportDecisionRequest,
  type ImportStatus,
  type ProductContent,
} from '@sds/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { products } from '../../../platform/db/schema.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { Principal } from '../../../platform/http/principal.ts';
import { actorOf } from '../../../platform/security/actor.ts';
import {
  articleNumberTaken,
  lockProducts,
  readRevisionContent,
  writeProductContent,
} from '../../products/index.ts';
import { keepFingerprint, mergePlaceholder } from '../apply-import.ts';
import { setImportState } from '../import-outcome.ts';

const isEmpty = (value: unknown) =>
  value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The version's content: what the upload's import read (its imported fields that hold
 * something) laid over the product's working content, which keeps the rest (remarks, GTIN):
 * as an import of the product's own file would.
 */
function newVersionContent(current: ProductContent, imported: ProductContent): ProductContent {
  const content: Record<string, unknown> = { ...current };
  for (const field of IMPORTED_FIELDS) {
    const value = imported[field];
    if (!isEmpty(value) || !isEmpty(PRODUCT_CONTENT[field].empty)) content[field] = value;
  }
  return content as ProductContent;
}

/**
 * `POST /api/products/{id}/importdecision` (decision 0068): a key user's answer to an upload
 * that looks like another version of a product. `newVersion`: the upload's product goes into
 * that product's working version (a `Draft` beside an approved version), its document and
 * import state with it, and is gone (its id answers `importstatus` for the product, as an
 * upload with the same article number does); `differentProduct`: the upload stays a product of
 * its own. Answers the product the SDS is now in and its import status. A stale answer (none asked, another
 * product asked about, that product gone) is a `409`.
 */
export async function decideImport(
  db: Db,
  principal: Principal,
  productId: string,
  decision: ImportDecisionRequest,
): Promise<{ productId: string; importStatus: ImportStatus }> {
  try {
    return await db.transaction(async (tx) => {
      const { companyId } = principal;
      const [upload] = await tx
        .select({
          id: products.id,
          question: products.importDuplicate,
          status: products.importStatus,
          fieldsToConfirm: products.importFieldsToConfirm,
          findings: products.importFindings,
          minhash: products.importTextMinhash,
          bands: products.importTextBands,
        })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.companyId, companyId)));
      if (!upload) throw new AppError('not-found', 'No such product');
      if (upload.question?.productId !== decision.productId) {
        throw new AppError(
          'conflict',
          'The import asks no such question (answered or re-imported)',
        );
      }
      // Answered, the import waits only for the fields to confirm, if any.
      const answered = {
        status:
          upload.status === 'PendingUser' && upload.fieldsToConfirm.length === 0
            ? ('Completed' as const)
            : upload.status,
        fieldsToConfirm: upload.fieldsToConfirm,
        findings: upload.findings,
      };
      if (decision.choice === 'differentProduct') {
        await setImportState(tx, upload.id, answered);
        return { productId: upload.id, importStatus: answered.status };
      }
      // Both locked in id order, as every writer locks products, so two answers cannot deadlock.
      const ids = [upload.id, decision.productId].sort();
      const locked = [];
      for (const id of ids) locked.push(...(await lockProducts(tx, companyId, { id })));
      const own = locked.find((product) => product.id === upload.id);
      const into = locked.find((product) => product.id === decision.productId);
      if (!own) throw new AppError('not-found', 'No such product');
      if (!into) throw new AppError('conflict', 'The product asked about no longer exists');
      const imported = await readRevisionContent(tx, own.latestRevisionId);
      const working = await mergePlaceholder(tx, own.id, into);
      const current = await readRevisionContent(tx, working.latestRevisionId);
      await writeProductContent(tx, working, {
        companyId,
        identity: { articleNumber: into.articleNumber, masterCode: into.masterCode },
        content: newVersionContent(current, imported),
        actor: await actorOf(tx, principal),
      });
      await setImportState(tx, into.id, answered);
      await keepFingerprint(
        tx,
        into.id,
        upload.minhash ? { minhash: upload.minhash, bands: upload.bands } : null,
      );
      return { productId: into.id, importStatus: answered.status };
    });
  } catch (error) {
    throw articleNumberTaken(error);
  }
}
