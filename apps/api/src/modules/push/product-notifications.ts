import type { ChangeSummaryItem, DeviceRole, ProductNotificationKind } from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { JOBS_CHANNEL } from '../../platform/jobs/job-queue.ts';

/** The queue push deliveries wait in: one job per notification and device. */
export const PUSH_QUEUE = 'push';

/** Tries per delivery: with the queue's doubling back-off, about a minute and a quarter. */
export const PUSH_MAX_ATTEMPTS = 5;

/**
 * One company's notice about a product, for some of its people
 * (docs/product/subscriptions-and-push.md#notifications).
 */
export interface CompanyNotice {
  companyId: string;
  /** Whose devices hear it: key users' devices get KeyUser notices, users' devices User ones. */
  audiences: DeviceRole[];
  kind: ProductNotificationKind;
  productId: string | null;
  productName: string;
  locale: string;
  /** For the subscription kinds: the publisher company's name. */
  publisherName: string | null;
  /** What an approval changed (decision 0061); none when not given. */
  changes?: ChangeSummaryItem[];
}

/**
 * Writes the notices (one `product_notifications` row per company and audience: the feeds of
 * `productPushKeyUser` / `productPushUser`) and queues a push job for every registration that
 * hears one — an active device of that company and role with a push token — in one statement
 * however many devices there are. Jobs carry ids only; the token is read when the job runs.
 * In the caller's transaction: nothing is told about a change that rolls back.
 */
export async function notifyCompanies(
  executor: Executor,
  notices: readonly CompanyNotice[],
): Promise<void> {
  const rows = notices.flatMap((notice) =>
    [...new Set(notice.audiences)].map((audience) => ({
      company_id: notice.companyId,
      audience,
      kind: notice.kind,
      product_id: notice.productId,
      product_name: notice.productName,
      locale: notice.locale,
      publisher_name: notice.publisherName,
      changes: notice.changes ?? [],
    })),
  );
  if (rows.length === 0) return;
  await executor.execute(sql`
    with notices as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as notice(
        company_id uuid, audience device_role, kind text, product_id uuid, product_name text,
        locale text, publisher_name text, changes jsonb)
    ), written as (
      insert into product_notifications
        (company_id, audience, kind, product_id, product_name, locale, publisher_name, changes)
      select company_id, audience, kind, product_id, product_name, locale, publisher_name, changes
      from notices
      returning id, company_id, audience
    )
    insert into jobs (queue, payload, singleton_key, max_attempts)
    select ${PUSH_QUEUE},
           jsonb_build_object('notificationId', written.id, 'deviceId', d.id),
           ${PUSH_QUEUE} || ':' || written.id || ':' || d.id,
           ${PUSH_MAX_ATTEMPTS}
    from written
    join devices d on d.company_id = written.company_id and d.role = written.audience
    where d.signed_out_at is null and d.revoked_at is null and d.device_token <> ''
    on conflict (singleton_key) where status = 'queued' do nothing`);
  await executor.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${PUSH_QUEUE})`);
}
