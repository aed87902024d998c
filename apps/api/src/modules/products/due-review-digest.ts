import { FALLBACK_LOCALE, SUPPORTED_LOCALES } from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Executor } from '../../platform/db/database.ts';
import { createDailyJobHandler } from '../../platform/jobs/daily-job.ts';
import type { JobHandler } from '../../platform/jobs/job-runner.ts';
import type { MailInTransaction } from '../../platform/mail/mail-in-transaction.ts';
import { listDueForReview } from './due-for-review.ts';
import { DIGEST_LISTED_SHEETS, dueReviewDigestEmail } from './due-review-digest-email.ts';

/** The queue of the daily run that sends each company's weekly digest once per ISO week. */
export const DUE_REVIEW_DIGEST_QUEUE = 'due-review-digest';

export interface DueReviewDigestDeps {
  db: Db;
  mail: MailInTransaction;
  /** Where the portal answers, for the link to the list (`PUBLIC_URL`). */
  publicUrl: string;
}

type Candidate = { id: string; name: string; locale: string | null };
/** An administrator by their account's name; a key-user contact is an address alone. */
type Recipient = { email: string; name: string | null };

/** The ISO week of `now` (UTC) as Postgres writes it: `2026-W48`. */
async function isoWeekOf(executor: Executor, now: Date): Promise<string> {
  const result = await executor.execute<{ week: string }>(
    sql`select to_char(${now.toISOString()}::timestamptz at time zone 'UTC', 'IYYY-"W"IW') as week`,
  );
  const week = result.rows[0]?.week;
  if (!week) throw new Error('No ISO week');
  return week;
}

/**
 * Companies that may get this week's digest: switched on, none sent this week, and someone to
 * send it to — a key-user contact, or an administrator (CompanyAdmin account) who has chosen a
 * password.
 */
async function candidates(db: Db, week: string): Promise<Candidate[]> {
  const result = await db.execute<Candidate>(sql`
    select c.id, c.name,
           (select l.locale from company_locales l where l.company_id = c.id and l.is_default) as locale
    from companies c
    where c.due_digest_enabled
      and not exists (select 1 from due_review_digests d
                      where d.company_id = c.id and d.iso_week = ${week})
      and (cardinality(c.key_user_contacts) > 0
           or exists (select 1 from accounts a where a.company_id = c.id
                      and 'CompanyAdmin' = any(a.roles) and a.password_hash is not null))
    order by c.id`);
  return result.rows;
}

/**
 * The administrators, then the key-user contacts that are not also one of them: each address
 * once, whatever its case, so a person who is both gets one message.
 */
async function recipientsOf(executor: Executor, companyId: string): Promise<Recipient[]> {
  const result = await executor.execute<Recipient>(sql`
    select distinct on (lower(email)) email, name from (
      select email, name, 0 as rank from accounts
      where company_id = ${companyId} and 'CompanyAdmin' = any(roles) and password_hash is not null
      union all
      select contact, null, 1 from companies c, unnest(c.key_user_contacts) as contact
      where c.id = ${companyId}
    ) as everyone
    order by lower(email), rank`);
  return result.rows;
}

/** Accounts keep no language: the company's default product language, if the portal has it. */
function languageOf(company: Candidate): string {
  const wanted = company.locale ?? '';
  return (SUPPORTED_LOCALES as readonly string[]).includes(wanted) ? wanted : FALLBACK_LOCALE;
}

/**
 * One company's digest, in one transaction: nothing when nothing is due; otherwise the week's
 * row in `due_review_digests` and the mails together, so a week's digest goes once (a second
 * run, or a second process, finds the row and sends nothing). Answers the mails queued.
 */
async function sendCompanyDigest(
  deps: DueReviewDigestDeps,
  company: Candidate,
  week: string,
  today: Date,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const due = await listDueForReview(tx, company.id, { today, limit: DIGEST_LISTED_SHEETS });
    if (due.total === 0) return 0;
    const recipients = await recipientsOf(tx, company.id);
    if (recipients.length === 0) return 0;
    const claimed = await tx.execute(sql`
      insert into due_review_digests (company_id, iso_week, due_count, recipient_count)
      values (${company.id}, ${week}, ${due.total}, ${recipients.length})
      on conflict do nothing returning company_id`);
    if (claimed.rows.length === 0) return 0;
    const locale = languageOf(company);
    for (const recipient of recipients) {
      const message = await dueReviewDigestEmail({
        locale,
        to: recipient.email,
        name: recipient.name,
        companyName: company.name,
        dueBefore: due.dueBefore,
        total: due.total,
        items: due.items,
        publicUrl: deps.publicUrl,
      });
      await deps.mail(tx, message);
    }
    return recipients.length;
  });
}

/**
 * The weekly digests of sheets due for review (decision 0065): each company that has some, its
 * digest switched on and not yet sent this ISO week, gets one e-mail per administrator and
 * key-user contact (an address that is both gets one). Answers
 * how many companies got one and how many mails went.
 */
export async function sendDueReviewDigests(
  deps: DueReviewDigestDeps,
  now: Date = new Date(),
): Promise<{
  week: string;
  companies: number;
  mails: number;
  failed: { companyId: string; reason: string }[];
}> {
  const week = await isoWeekOf(deps.db, now);
  let companies = 0;
  let mails = 0;
  // One company's failure (a mail server that refuses) does not keep the others' digests back.
  const failed: { companyId: string; reason: string }[] = [];
  for (const company of await candidates(deps.db, week)) {
    try {
      const sent = await sendCompanyDigest(deps, company, week, now);
      if (sent > 0) companies += 1;
      mails += sent;
    } catch (error) {
      failed.push({ companyId: company.id, reason: (error as Error).message });
    }
  }
  return { week, companies, mails, failed };
}

/**
 * Daily, so a week whose Monday the servers missed still gets its digest: the first run of an
 * ISO week sends it, the others find it sent (a company whose sheets become due mid-week gets
 * that week's on the next day).
 */
export function createDueReviewDigestJobHandler(
  deps: DueReviewDigestDeps & { logger: Logger },
): JobHandler {
  return createDailyJobHandler({
    queue: DUE_REVIEW_DIGEST_QUEUE,
    executor: deps.db,
    async work() {
      const sent = await sendDueReviewDigests(deps);
      deps.logger.info(sent, 'Weekly digests of sheets due for review sent');
      // The queue tries again later; the companies done this week are not sent to twice.
      if (sent.failed.length > 0) {
        throw new Error(`Weekly digest not sent to ${sent.failed.length} companies`);
      }
    },
  });
}
