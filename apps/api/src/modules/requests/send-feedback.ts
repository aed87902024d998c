import type { FeedbackCreated, FeedbackRequest } from '@sds/contract';
import type { Db } from '../../platform/db/database.ts';
import { feedback } from '../../platform/db/schema.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { senderOf } from './request-sender.ts';

/**
 * Keeps a signed-in person's feedback for the platform Admin, with who sent it and from
 * which company (none for the Admin). The message is stored as written, never logged.
 */
export async function sendFeedback(
  db: Db,
  principal: Principal,
  input: FeedbackRequest,
): Promise<FeedbackCreated> {
  const sender = await senderOf(db, principal);
  const [row] = await db
    .insert(feedback)
    .values({
      companyId: principal.companyId || null,
      actorKind: sender.kind,
      actorId: sender.id,
      actorRole: sender.role,
      actorName: sender.name,
      message: input.message,
      rating: input.rating ?? null,
      screen: input.screen || null,
    })
    .returning({ id: feedback.id, createdAt: feedback.createdAt });
  if (!row) throw new Error('The feedback was not written');
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}
