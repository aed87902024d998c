import type { ChangeSummaryItem, ReviewStatus } from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/database.ts';
import { productReviewEvents } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { notifyReviewDecision } from '../push/index.ts';
import { actorOf } from '../../platform/security/actor.ts';
import { compareContents, summariseChanges } from './compare-versions.ts';
import { type LockedProduct, lockProducts } from './product-locks.ts';
import { readRevisionContent } from './revision-content.ts';
import { nextReviewStatus, requireTransition } from './review-workflow.ts';

/** A review decision as asked for: `allLanguages` takes every variant of the master code. */
export type ReviewRequest =
  | { action: 'submit' }
  | { action: 'approve'; allLanguages: boolean }
  | { action: 'reject'; allLanguages: boolean; reason: string };

/**
 * What approving `product` changes for the people who saw its approved version: the one line its
 * notices carry (decision 0061). Nothing for a first approval or a decision other than approval.
 */
async function approvalSummary(
  tx: Tx,
  product: LockedProduct,
  next: ReviewStatus,
): Promise<ChangeSummaryItem[]> {
  const before = product.approvedRevisionId;
  if (next !== 'Approved' || !before || before === product.latestRevisionId) return [];
  const [from, to] = [
    await readRevisionContent(tx, before),
    await readRevisionContent(tx, product.latestRevisionId),
  ];
  return summariseChanges(compareContents(from, to));
}

/** Moves one product's working revision to `next`, and the approved pointer on approval. */
async function moveTo(tx: Tx, product: LockedProduct, next: ReviewStatus, reason: string | null) {
  await tx.execute(sql`
    update product_revisions
    set review_status = ${next}, reject_reason = ${reason}, updated_at = now()
    where id = ${product.latestRevisionId}`);
  if (next === 'Approved') {
    // The flags mirror the pointer (decision 0014): move both in this transaction.
    await tx.execute(sql`
      update product_revisions set is_current_approved = (id = ${product.latestRevisionId})
      where product_id = ${product.id}
        and (is_current_approved or id = ${product.latestRevisionId})`);
    await tx.execute(sql`
      update products set approved_revision_id = latest_revision_id, updated_at = now()
      where id = ${product.id}`);
  } else {
    await tx.execute(sql`update products set updated_at = now() where id = ${product.id}`);
  }
}

/**
 * Submits, approves or rejects a product of the caller's company
 * (docs/product/product-content.md#review-states), recording each decision. The product is locked
 * first, so two decisions on it never interleave: the second sees the first's outcome and gets its
 * `409`. With `allLanguages`, every other variant of the master code that is in review moves too;
 * variants in another state are left as they are. Another company's product is a 404. Returns the
 * ids of the products that moved.
 */
export async function reviewProduct(
  db: Db,
  principal: Principal,
  productId: string,
  request: ReviewRequest,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [product] = await lockProducts(tx, principal.companyId, { id: productId });
    if (!product) throw new AppError('not-found', 'No such product');
    const next = requireTransition(product.reviewStatus, request.action);
    const actor = await actorOf(tx, principal);

    const allLanguages = request.action !== 'submit' && request.allLanguages;
    const variants = allLanguages
      ? (await lockProducts(tx, principal.companyId, { masterCode: product.masterCode })).filter(
          (variant) =>
            variant.id !== product.id && nextReviewStatus(variant.reviewStatus, request.action),
        )
      : [];
    const reason = request.action === 'reject' ? request.reason : null;
    const changes = new Map<string, ChangeSummaryItem[]>();
    for (const target of [product, ...variants]) {
      changes.set(target.id, await approvalSummary(tx, target, next));
      await moveTo(tx, target, next, reason);
      await tx.insert(productReviewEvents).values({
        companyId: principal.companyId,
        productId: target.id,
        revisionId: target.latestRevisionId,
        action: request.action,
        fromStatus: target.reviewStatus,
        toStatus: next,
        reason,
        ...actor,
      });
    }
    const moved = [product.id, ...variants.map((variant) => variant.id)];
    // Key users, users and subscribers hear of it when (and only if) this commits.
    await notifyReviewDecision(tx, {
      companyId: principal.companyId,
      action: request.action,
      productIds: moved,
      changes,
    });
    return moved;
  });
}

/** A product's recorded review decisions, newest first (404 for another company's). */
export async function reviewHistory(db: Db, principal: Principal, productId: string) {
  const result = await db.execute<{
    id: string;
    productId: string;
    action: 'submit' | 'approve' | 'reject' | 'edit';
    fromStatus: ReviewStatus;
    toStatus: ReviewStatus;
    reason: string | null;
    actor: string;
    actorRole: string;
    decidedAt: Date | string;
  }>(sql`
    select id, product_id as "productId", action, from_status as "fromStatus",
           to_status as "toStatus", reason, actor_name as actor, actor_role as "actorRole",
           created_at as "decidedAt"
    from product_review_events
    where product_id = ${productId} and company_id = ${principal.companyId}
    order by created_at desc, id`);
  if (result.rows.length === 0) {
    const exists = await db.execute(
      sql`select 1 from products where id = ${productId} and company_id = ${principal.companyId}`,
    );
    if (exists.rows.length === 0) throw new AppError('not-found', 'No such product');
  }
  return result.rows.map((row) => ({ ...row, decidedAt: new Date(row.decidedAt).toISOString() }));
}
