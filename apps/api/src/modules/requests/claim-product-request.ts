import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/database.ts';
import { productRequests } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { requireProductRequest, type ProductRequestRow } from './product-requests.queries.ts';
import { senderOf } from './request-sender.ts';

/**
 * Decides an open request of the caller's company (in the caller's transaction, when given
 * one): it becomes `Converted` or `Dismissed`, with who decided and when. The update matches
 * only an open request and locks it, so of two decisions at once exactly one wins; the other,
 * and any later one, is a `409` naming the state the request is in. Unknown: `404`.
 */
export async function claimProductRequest(
  executor: Db | Tx,
  principal: Principal,
  id: string,
  status: 'Converted' | 'Dismissed',
): Promise<ProductRequestRow> {
  const sender = await senderOf(executor, principal);
  const now = new Date();
  const [claimed] = await executor
    .update(productRequests)
    .set({ status, decidedByName: sender.name, decidedAt: now, updatedAt: now })
    .where(
      and(
        eq(productRequests.id, id),
        eq(productRequests.companyId, principal.companyId),
        eq(productRequests.status, 'Open'),
      ),
    )
    .returning();
  if (claimed) return claimed;
  const current = await requireProductRequest(executor, principal, id);
  throw new AppError('conflict', `The request is ${current.status} already`);
}
