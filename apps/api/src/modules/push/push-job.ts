import {
  type ChangeSummaryItem,
  pushHubOf,
  type DeviceType,
  type ProductNotificationKind,
  type PushMessage,
} from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import type { ClaimedJob } from '../../platform/jobs/claimed-job.ts';
import type { JobHandler } from '../../platform/jobs/job-runner.ts';
import type { PushSenders } from '../../platform/push/push-senders.ts';

/** A push job carries ids only: the token is read when it runs (it may have changed). */
const PushJobPayload = z.object({ notificationId: z.uuid(), deviceId: z.uuid() });

/** Where a click on the notification leads in the web app. */
function targetUrl(kind: ProductNotificationKind, productId: string | null): string {
  if (kind === 'in-review' || kind === 'subscription-pending') return '/audit';
  return productId ? `/product/${productId}` : '/';
}

/** The message a device is pushed (the contract's PushMessage, as the feed holds it). */
export function pushMessageOf(notification: {
  id: string;
  kind: ProductNotificationKind;
  productId: string | null;
  productName: string;
  publisherName: string | null;
  changes: ChangeSummaryItem[];
}): PushMessage {
  return {
    notificationId: notification.id,
    kind: notification.kind,
    productId: notification.productId,
    productName: notification.productName,
    publisherName: notification.publisherName,
    changes: notification.changes,
    url: targetUrl(notification.kind, notification.productId),
  };
}

type Delivery = {
  id: string;
  kind: ProductNotificationKind;
  productId: string | null;
  productName: string;
  publisherName: string | null;
  changes: ChangeSummaryItem[];
  deviceType: DeviceType;
  deviceToken: string;
};

/** The notification and the device it goes to, while the device is still registered for it. */
async function findDelivery(db: Db, notificationId: string, deviceId: string) {
  const result = await db.execute<Delivery>(sql`
    select n.id, n.kind, n.product_id as "productId", n.product_name as "productName",
           n.publisher_name as "publisherName", n.changes, d.device_type as "deviceType",
           d.device_token as "deviceToken"
    from product_notifications n
    join devices d on d.id = ${deviceId} and d.company_id = n.company_id and d.role = n.audience
    where n.id = ${notificationId}
      and d.signed_out_at is null and d.revoked_at is null and d.device_token <> ''`);
  return result.rows[0] ?? null;
}

/**
 * Delivers one notification to one device (decision 0028). Nothing to do when the device
 * signed out, was revoked or dropped its token since the job was queued. A registration the
 * push service calls gone, or whose endpoint the sender refuses to contact (decision 0032),
 * loses its token — only if the device still holds that token, so a subscription the browser
 * sent meanwhile survives; either way the job ends. A transient failure throws: the queue
 * tries again with a growing delay, up to the job's attempts.
 */
export function createPushJobHandler(dependencies: {
  db: Db;
  senders: PushSenders;
  logger: Logger;
}): JobHandler {
  const { db, senders, logger } = dependencies;
  return {
    async run(job: ClaimedJob) {
      const { notificationId, deviceId } = PushJobPayload.parse(job.payload);
      const delivery = await findDelivery(db, notificationId, deviceId);
      if (!delivery) return;
      const hub = pushHubOf(delivery.deviceType, delivery.deviceToken);
      const outcome = await senders[hub].send(
        { deviceId, hub, token: delivery.deviceToken },
        pushMessageOf(delivery),
      );
      if (outcome === 'delivered') return;
      const cleared = await db.execute(sql`
        update devices set device_token = '', updated_at = now()
        where id = ${deviceId} and device_token = ${delivery.deviceToken}`);
      logger.info(
        { deviceId, hub, removed: (cleared.rowCount ?? 0) > 0 },
        outcome === 'gone'
          ? 'Push registration gone: removed'
          : 'Push registration refused (not a public push service): removed',
      );
    },
  };
}
