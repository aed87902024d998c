import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { productRevisions, products, refusedUploads } from '../../platform/db/schema.ts';
import { lockProducts } from '../products/index.ts';
import { isProvisionalArticleNumber } from './provisional-identity.ts';

/** An upload's placeholder is named `SDS-` and its file's hash (provisional-identity.ts). */
const UPLOAD_PLACEHOLDER = /^SDS-/;

/**
 * A file that is not a safety data sheet (`not-an-sds`: a letter, a label, a product data
 * sheet) is refused, not turned into a product (docs/product/imports.md#failure-reasons): when
 * the product is still the upload's placeholder — never approved, named by the file's hash, no
 * revision but the one the upload made — it is removed with its documents, and its id answers
 * `importstatus` with the refusal (refused_uploads). A product someone made or edited (a file
 * uploaded into it, a product request's) stays, with nothing of the file in its content.
 * Answers whether the placeholder was removed.
 */
export async function refuseUploadPlaceholder(
  db: Db,
  target: { productId: string; companyId: string },
  refusal: { reason: string; detail: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [product] = await lockProducts(tx, target.companyId, { id: target.productId });
    if (!product || product.approvedRevisionId !== null) return false;
    const { articleNumber } = product;
    if (!UPLOAD_PLACEHOLDER.test(articleNumber) || !isProvisionalArticleNumber(articleNumber)) {
      return false;
    }
    const [revisions] = await tx
      .select({ count: count() })
      .from(productRevisions)
      .where(eq(productRevisions.productId, product.id));
    if ((revisions?.count ?? 0) > 1) return false;
    await tx.insert(refusedUploads).values({
      productId: product.id,
      companyId: target.companyId,
      reason: refusal.reason,
      detail: refusal.detail,
    });
    // Its one revision and its document records go with it (no archive: it never was a product);
    // the file's bytes are swept once nothing refers to them (stored-file-sweep-job.ts).
    await tx.delete(productRevisions).where(eq(productRevisions.productId, product.id));
    await tx
      .delete(products)
      .where(and(eq(products.id, product.id), eq(products.companyId, target.companyId)));
    return true;
  });
}
