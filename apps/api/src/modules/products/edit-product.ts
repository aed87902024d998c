import type { UpdateProductRequest } from '@sds/contract';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { productReviewEvents, productRevisions, products } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { actorOf, lockProducts, type LockedProduct, type Tx } from './product-locks.ts';
import { productContentOf } from './product-content.ts';
import { requireTransition } from './review-workflow.ts';
import { rememberNameWords, revisionSearchCodes, searchColumns } from './save-product.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';

type Identity = { articleNumber: string; masterCode: string };

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
  const [approved] = await tx
    .select({
      unNumber: productRevisions.unNumber,
      casNumbers: productRevisions.casNumbers,
      hStatements: productRevisions.hStatements,
      pStatements: productRevisions.pStatements,
    })
    .from(productRevisions)
    .where(eq(productRevisions.id, approvedId));
  if (!approved) return;
  await tx
    .update(productRevisions)
    .set({ searchCodes: revisionSearchCodes(identity, approved) })
    .where(eq(productRevisions.id, approvedId));
}

/**
 * Replaces a product's content (DESIGN §5). The working revision becomes a `Draft` again: a
 * product in review leaves review, so nobody approves what they did not see. Editing an
 * approved product makes a new `Draft` revision of the same product (its id never changes),
 * and the approved revision stays what users see until the new one is approved. The product
 * is locked, so an edit and a decision on it never interleave. Every edit is recorded.
 */
export async function editProduct(
  db: Db,
  principal: Principal,
  productId: string,
  input: z.output<typeof UpdateProductRequest>,
): Promise<void> {
  const content = productContentOf(input);
  const identity = { articleNumber: input.articleNumber, masterCode: input.masterCode };
  try {
    await db.transaction(async (tx) => {
      const [product] = await lockProducts(tx, principal.companyId, { id: productId });
      if (!product) throw new AppError('not-found', 'No such product');
      const next = requireTransition(product.reviewStatus, 'edit');
      const actor = await actorOf(tx, principal);
      const [updated] = await tx
        .update(products)
        .set({ ...identity, updatedAt: sql`now()` })
        .where(eq(products.id, productId))
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

      let revisionId = product.latestRevisionId;
      if (product.reviewStatus === 'Approved') {
        revisionId = randomUUID();
        await tx
          .update(productRevisions)
          .set({ isLatest: false })
          .where(eq(productRevisions.id, product.latestRevisionId));
        await tx.insert(productRevisions).values({
          ...revision,
          id: revisionId,
          productId,
          companyId: principal.companyId,
          locale,
          isLatest: true,
          isCurrentApproved: false,
        });
        await tx
          .update(products)
          .set({ latestRevisionId: revisionId })
          .where(eq(products.id, productId));
      } else {
        await tx.update(productRevisions).set(revision).where(eq(productRevisions.id, revisionId));
      }
      await refreshApprovedCodes(tx, product, revisionId, identity);
      await rememberNameWords(tx, [{ companyId: principal.companyId, locale, name: content.name }]);
      await tx.insert(productReviewEvents).values({
        companyId: principal.companyId,
        productId,
        revisionId,
        action: 'edit',
        fromStatus: product.reviewStatus,
        toStatus: next,
        reason: null,
        ...actor,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'products_article_locale_unique')) {
      throw new AppError('conflict', 'A product with this article number exists in this language');
    }
    throw error;
  }
}
