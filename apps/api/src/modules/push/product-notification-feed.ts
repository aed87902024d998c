import type { DeviceRole, ProductNotification, ProductNotificationFeed } from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';

/**
 * One company's notifications for one audience, newest first, a page at a time: what
 * `productPushKeyUser` / `productPushUser` answer to devices that receive no push.
 */
export async function readProductNotificationFeed(
  db: Db,
  query: { companyId: string; audience: DeviceRole; page: number; pageSize: number },
): Promise<ProductNotificationFeed> {
  const where = sql`company_id = ${query.companyId} and audience = ${query.audience}`;
  const [rows, counted] = await Promise.all([
    db.execute<Omit<ProductNotification, 'createdAt'> & { createdAt: Date | string }>(sql`
      select id, kind, product_id as "productId", product_name as "productName", locale,
             publisher_name as "publisherName", changes, created_at as "createdAt"
      from product_notifications
      where ${where}
      order by created_at desc, id desc
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
    db.execute<{ total: number }>(
      sql`select count(*)::int as total from product_notifications where ${where}`,
    ),
  ]);
  return {
    items: rows.rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })),
    total: counted.rows[0]?.total ?? 0,
  };
}
