import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';

/** A product a User of the company sees, by the key a full download pages on. */
export type ListedProduct = {
  id: string;
  locale: string;
};

/** Where a full download's phase continues: after (`lastLocale`, `lastId`). */
export interface FullPageStart {
  /** The device's locale, or null when it named none. */
  locale: string | null;
  phase: 'first' | 'rest';
  lastLocale: string;
  lastId: string;
}

/**
 * The next `limit` products a User of the company sees (its approved products, the products it
 * accepted of its subscriptions) in the full download's order (decision 0052): the device's
 * locale first, by id; then every other locale, by locale and id. Both sources walk an index on
 * (company, locale, id).
 */
export async function productsAfter(
  db: Db,
  companyId: string,
  start: FullPageStart,
  limit: number,
): Promise<ListedProduct[]> {
  const { locale, phase, lastLocale, lastId } = start;
  const after = (localeColumn: SQL, idColumn: SQL) =>
    phase === 'first'
      ? sql`${localeColumn} = ${locale ?? ''} and ${idColumn} > ${lastId}::uuid`
      : sql`(${localeColumn}, ${idColumn}) > (${lastLocale}, ${lastId}::uuid)
            and ${localeColumn} <> ${locale ?? ''}`;
  const result = await db.execute<ListedProduct>(sql`
    select id, locale from (
      (select p.id, p.locale from products p
        where p.company_id = ${companyId} and p.approved_revision_id is not null
          and ${after(sql`p.locale`, sql`p.id`)}
        order by p.locale, p.id limit ${limit})
      union all
      (select sp.product_id as id, sp.locale from subscription_products sp
        where sp.subscriber_company_id = ${companyId} and sp.accepted_revision_id is not null
          and ${after(sql`sp.locale`, sql`sp.product_id`)}
        order by sp.locale, sp.product_id limit ${limit})
    ) listed
    order by locale, id
    limit ${limit}`);
  return result.rows;
}
