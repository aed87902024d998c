import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../platform/db/database.ts';
import { supplierRequests } from '../../platform/db/schema.ts';
import { createDailyJobHandler } from '../../platform/jobs/daily-job.ts';
import type { JobHandler } from '../../platform/jobs/job-runner.ts';
import type { MailInTransaction } from '../../platform/mail/mail-in-transaction.ts';
import { newUploadToken, uploadLinkOf } from './supplier-links.ts';
import { supplierRequestEmail } from './supplier-request-email.ts';

/** The queue of the daily run that reminds suppliers of requests still open after 14 days. */
export const SUPPLIER_REMINDER_QUEUE = 'supplier-request-reminders';

/** A request still open this long after it was sent gets its one reminder (issue 25). */
export const REMIND_AFTER_DAYS = 14;

/** Requests reminded per transaction batch; the run goes on until none is left. */
const BATCH = 200;

export interface SupplierReminderDeps {
  db: Db;
  mail: MailInTransaction;
  publicUrl: string;
}

/**
 * Reminds one request, in one transaction: a second link to the same request (the first
 * e-mail's token is not kept, only its hash), `reminded_at`, and the e-mail. The update finds
 * the request only while it is open, unexpired and not reminded, so two runs or two processes
 * send one reminder; a failed mail rolls the mark back and the next run tries again.
 */
async function remindOne(deps: SupplierReminderDeps, requestId: string): Promise<boolean> {
  const { token, hash } = newUploadToken();
  return deps.db.transaction(async (tx) => {
    const [request] = await tx
      .update(supplierRequests)
      .set({ remindedAt: sql`now()`, reminderTokenHash: hash })
      .where(
        and(
          eq(supplierRequests.id, requestId),
          eq(supplierRequests.status, 'Open'),
          isNull(supplierRequests.remindedAt),
          sql`${supplierRequests.expiresAt} > now()`,
        ),
      )
      .returning();
    if (!request) return false;
    const names = await tx.execute<{ company_name: string; supplier_name: string }>(sql`
      select c.name as company_name, s.name as supplier_name
      from companies c join suppliers s on s.company_id = c.id
      where c.id = ${request.companyId} and s.id = ${request.supplierId}`);
    const named = names.rows[0];
    if (!named) return false;
    const message = await supplierRequestEmail({
      locale: request.locale,
      to: request.email,
      supplierName: named.supplier_name,
      companyName: named.company_name,
      productName: request.productName,
      articleNumber: request.articleNumber,
      link: uploadLinkOf(deps.publicUrl, token),
      expiresAt: request.expiresAt,
      isReminder: true,
    });
    await deps.mail(tx, message);
    return true;
  });
}

/**
 * Sends the reminders due at `now`: every request open, unexpired and unreminded that was sent
 * at least 14 days before. Answers how many went and which failed (the others go on).
 */
export async function sendSupplierReminders(
  deps: SupplierReminderDeps,
  now: Date = new Date(),
): Promise<{ reminded: number; failed: { requestId: string; reason: string }[] }> {
  const sentBefore = new Date(now.getTime() - REMIND_AFTER_DAYS * 24 * 60 * 60 * 1000);
  const failed: { requestId: string; reason: string }[] = [];
  let reminded = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const due = await deps.db.execute<{ id: string }>(sql`
      select id from supplier_requests
      where status = 'Open' and reminded_at is null
        and sent_at <= ${sentBefore.toISOString()}::timestamptz and expires_at > now()
        and id > ${after}::uuid
      order by id limit ${BATCH}`);
    if (due.rows.length === 0) break;
    for (const { id } of due.rows) {
      after = id;
      try {
        if (await remindOne(deps, id)) reminded += 1;
      } catch (error) {
        failed.push({ requestId: id, reason: (error as Error).message });
      }
    }
  }
  return { reminded, failed };
}

/** The daily run of the reminders (00:05 UTC, like the other daily jobs). */
export function createSupplierReminderJobHandler(
  deps: SupplierReminderDeps & { logger: Logger },
): JobHandler {
  return createDailyJobHandler({
    queue: SUPPLIER_REMINDER_QUEUE,
    executor: deps.db,
    async work() {
      const sent = await sendSupplierReminders(deps);
      deps.logger.info(sent, 'Reminders of supplier requests sent');
      if (sent.failed.length > 0) {
        throw new Error(`${sent.failed.length} supplier reminders not sent`);
      }
    },
  });
}
