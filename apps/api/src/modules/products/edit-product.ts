import type { ProductContent, UpdateProductRequest } from '@sds/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../platform/db/database.ts';
import { productReviewEvents, productRevisions, products } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { actorOf, type Actor } from '../../platform/security/actor.ts';
import { requireContentVersion } from './content-version.ts';
import { type LockedProduct, lockProducts } from './product-locks.ts';
import { productContentOf } from './product-content.ts';
import { requireTransition } from './review-workflow.ts';
import { readRevisionContent } from './revision-content.ts';
import { rememberNameWords, revisionSearchCodes, searchColumns } from './save-product.ts';
import { openWorkingRevision } from './working-revision.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';

export type Identity = { articleNumber: string; masterCode: string };

/**
 * The approved revision users still see carries the product's identity among its search codes:
 * when the article number or master code changes, its codes follow at once.
 */
async function refreshApprovedCodes(
  tx: Tx,
  product: LockedProduct,
  writtenRevisionId: string,
  identity: Identity,
) {
  const approvedId = product.approvedRevisionId;
  const isSameIdentity =
    identity.articleNumber === product.articleNumber && identity.masterCode === product.masterCode;
  if (!approvedId || approvedId === writtenRevisionId || isSameIdentity) return;
  const approved = await readRevisionContent(tx, approvedId);
  await tx
    .update(productRevisions)
    .set({ searchCodes: revisionSearchCodes(identity, approved) })
    .where(eq(productRevisions.id, approvedId));
}

/**
 * Writes a locked product's content (docs/product/product-content.md#review-states). The working
 * revision becomes a `Draft` again: a product in review leaves review, so nobody approves what they
 * did not see. Editing an approved product makes a new `Draft` revision of the same product (its id
 * never changes) with the approved one's documents (working-revision.ts), and the approved revision
 * stays what users see until the new one is approved. Every edit is recorded. Answers the revision
 * written.
 */
export async function writeProductContent(
  tx: Tx,
  product: LockedProduct,
  change: { companyId: string; identity: Identity; content: ProductContent; actor: Actor },
): Promise<string> {
  const { companyId, identity, content, actor } = change;
  const next = requireTransition(product.reviewStatus, 'edit');
  const [updated] = await tx
    .update(products)
    .set({ ...identity, updatedAt: sql`now()` })
    .where(eq(products.id, product.id))
    .returning({ locale: products.locale });
  if (!updated) throw new AppError('not-found', 'No such product');
  const { locale } = updated;
  const revision = {
    ...content,
    ...searchColumns({ ...identity, locale, content }),
    reviewStatus: next,
    rejectReason: null,
    updatedAt: sql`now()`,
  };

  const revisionId = (await openWorkingRevision(tx, product)).latestRevisionId;
  await tx
    .update(productRevisions)
    .set({ ...revision, locale })
    .where(eq(productRevisions.id, revisionId));
  await refreshApprovedCodes(tx, product, revisionId, identity);
  await rememberNameWords(tx, [{ companyId, locale, name: content.name }]);
  await tx.insert(productReviewEvents).values({
    companyId,
    productId: product.id,
    revisionId,
    action: 'edit',
    fromStatus: product.reviewStatus,
    toStatus: next,
    reason: null,
    ...actor,
  });
  return revisionId;
}

/** The taken article number of a write, as the key user should read it. */
export function articleNumberTaken(error: unknown): unknown {
  return isUniqueViolation(error, 'products_article_locale_unique')
    ? new AppError('conflict', 'A product with this article number exists in this language')
    : error;
}

/**
 * Replaces a product's content as a key user typed it (`PUT /api/products/{id}`). The product
 * is locked, so an edit and a decision on it never interleave. An import waiting for the key
 * user (`PendingUser`) is complete once they saved what it read. With `If-Match`, only over the
 * content version it names (decision 0063).
 */
export async function editProduct(
  db: Db,
  principal: Principal,
  productId: string,
  input: z.output<typeof UpdateProductRequest>,
  precondition: { ifMatch?: string } = {},
): Promise<void> {
  const content = productContentOf(input);
  const identity = { articleNumber: input.articleNumber, masterCode: input.masterCode };
  try {
    await db.transaction(async (tx) => {
      const [product] = await lockProducts(tx, principal.companyId, { id: productId });
      if (!product) throw new AppError('not-found', 'No such product');
      await requireContentVersion(tx, product, precondition.ifMatch);
      const actor = await actorOf(tx, principal);
      await writeProductContent(tx, product, {
        companyId: principal.companyId,
        identity,
        content,
        actor,
      });
      // Saving is the key user's confirmation of the fields an import read from the PDF's text,
      // and of what the plausibility check found in them.
      await tx
        .update(products)
        .set({
          importStatus: 'Completed',
          importFieldsToConfirm: [],
          importFindings: [],
          importUpdatedAt: sql`now()`,
        })
        .where(and(eq(products.id, productId), eq(products.importStatus, 'PendingUser')));
    });
  } catch (error) {
    throw articleNumberTaken(error);
  }
}
