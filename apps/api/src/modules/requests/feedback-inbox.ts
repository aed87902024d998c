import type { FeedbackItem, FeedbackListResponse } from '@sds/contract';
import { count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { companies, feedback } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { presentSender } from './request-sender.ts';

const columns = {
  id: feedback.id,
  companyId: feedback.companyId,
  companyName: companies.name,
  actorKind: feedback.actorKind,
  actorRole: feedback.actorRole,
  actorName: feedback.actorName,
  message: feedback.message,
  rating: feedback.rating,
  screen: feedback.screen,
  handledAt: feedback.handledAt,
  createdAt: feedback.createdAt,
};

interface FeedbackRow {
  id: string;
  companyId: string | null;
  companyName: string | null;
  actorKind: string;
  actorRole: string;
  actorName: string;
  message: string;
  rating: number | null;
  screen: string | null;
  handledAt: Date | null;
  createdAt: Date;
}

function presentFeedback(row: FeedbackRow): FeedbackItem {
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    sender: presentSender({ kind: row.actorKind, role: row.actorRole, name: row.actorName }),
    message: row.message,
    rating: row.rating,
    screen: row.screen,
    createdAt: row.createdAt.toISOString(),
    handled: row.handledAt !== null,
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

const withCompany = (db: Db) =>
  db.select(columns).from(feedback).leftJoin(companies, eq(companies.id, feedback.companyId));

/** Every company's feedback for the platform Admin, newest first, a page at a time. */
export async function listFeedback(
  db: Db,
  query: { handled?: boolean | undefined; page: number; pageSize: number },
): Promise<FeedbackListResponse> {
  const where =
    query.handled === undefined
      ? undefined
      : query.handled
        ? isNotNull(feedback.handledAt)
        : isNull(feedback.handledAt);
  const [rows, [counted]] = await Promise.all([
    withCompany(db)
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(feedback).where(where),
  ]);
  return { items: rows.map(presentFeedback), total: counted?.total ?? 0 };
}

/**
 * Marks feedback handled (keeping when it first was) or waiting again; answers it as the
 * Admin's list shows it. An unknown id is a `404`.
 */
export async function markFeedbackHandled(
  db: Db,
  id: string,
  handled: boolean,
): Promise<FeedbackItem> {
  const updated = await db
    .update(feedback)
    .set({
      handledAt: handled ? sql`coalesce(${feedback.handledAt}, now())` : null,
    })
    .where(eq(feedback.id, id))
    .returning({ id: feedback.id });
  if (updated.length === 0) throw new AppError('not-found', 'No such feedback');
  const [row] = await withCompany(db).where(eq(feedback.id, id));
  if (!row) throw new AppError('not-found', 'No such feedback');
  return presentFeedback(row);
}
