import type {
  AcceptSubscriptionProductsResponse,
  SubscriptionProduct,
  SubscriptionProductsResponse,
} from '@sds/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { actorOf } from '../../platform/security/actor.ts';
import { notifyCompanies } from '../push/index.ts';
import { isPending, requireSubscription, type SubscriptionRow } from './subscription-directory.ts';

export interface ProductListOptions {
  search: string | undefined;
  limit: number;
  offset: number;
}

type Row = Omit<SubscriptionProduct, 'approvedAt' | 'hStatements'> & {
  approvedAt: Date | string;
  hStatements: { code: string }[];
  total: number;
};

/** Name, article number or supplier containing the text (`%`, `_`, `\` literal). */
function matching(search: string | undefined): SQL {
  if (!search) return sql``;
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql`and (lower(r.name) like ${pattern} or lower(p.article_number) like ${pattern}
    or lower(r.supplier) like ${pattern})`;
}

/** The columns of a listed revision `r` of product `p`, with the page's total. */
const listedColumns = (hasUpdate: SQL, isUpdate: SQL) => sql`
  p.id as "productId", r.id as "revisionId", r.name, r.supplier,
  p.article_number as "articleNumber", p.master_code as "masterCode", p.locale,
  r.un_number as "unNumber", r.signal_word as "signalWord", r.pictograms,
  r.h_statements as "hStatements", r.revision_date as "revisionDate", r.version,
  r.updated_at as "approvedAt", ${hasUpdate} as "hasUpdate", ${isUpdate} as "isUpdate",
  count(*) over ()::int as total`;

function present(rows: Row[]): SubscriptionProductsResponse {
  return {
    items: rows.map(({ total: _total, approvedAt, hStatements, ...row }) => ({
      ...row,
      hStatements: hStatements.map((statement) => statement.code),
      approvedAt: new Date(approvedAt).toISOString(),
    })),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * The publisher's approved products (or new approved revisions) that wait for the subscriber's
 * key user (docs/product/subscriptions-and-push.md#accepting-and-refusing), by name. `isUpdate`: an
 * earlier revision is accepted and still shown.
 */
export async function listPendingProducts(
  db: Db,
  principal: Principal,
  subscriptionId: string,
  options: ProductListOptions,
): Promise<SubscriptionProductsResponse> {
  const subscription = await requireSubscription(db, principal, subscriptionId, ['subscriber']);
  const result = await db.execute<Row>(sql`
    select ${listedColumns(sql`false`, sql`(sp.accepted_revision_id is not null)`)}
    from products p
    join product_revisions r on r.id = p.approved_revision_id
    left join subscription_products sp
      on sp.subscription_id = ${subscription.id} and sp.product_id = p.id
    where p.company_id = ${subscription.publisherCompanyId} and ${isPending}
      ${matching(options.search)}
    order by lower(r.name), p.locale, p.id
    limit ${options.limit} offset ${options.offset}`);
  return present(result.rows);
}

/** The products the subscriber's people see through a subscription, at the revision accepted. */
export async function listAcceptedProducts(
  db: Db,
  principal: Principal,
  subscriptionId: string,
  options: ProductListOptions,
): Promise<SubscriptionProductsResponse> {
  const subscription = await requireSubscription(db, principal, subscriptionId, ['subscriber']);
  const hasUpdate = sql`(p.approved_revision_id is distinct from sp.accepted_revision_id
    and p.approved_revision_id is distinct from sp.refused_revision_id)`;
  const result = await db.execute<Row>(sql`
    select ${listedColumns(hasUpdate, sql`false`)}
    from subscription_products sp
    join products p on p.id = sp.product_id
    join product_revisions r on r.id = sp.accepted_revision_id
    where sp.subscription_id = ${subscription.id} ${matching(options.search)}
    order by lower(r.name), p.locale, p.id
    limit ${options.limit} offset ${options.offset}`);
  return present(result.rows);
}

/** Writes the subscriber's decision on products of the publisher, at their approved revision. */

async function decide(
  tx: Tx,
  subscription: SubscriptionRow,
  productIds: string[],
  decision: 'accept' | 'refuse',
  decidedBy: string,
) {
  // Accepting copies the revision's search fields (decision 0027); refusing clears them.
  const accepting = decision === 'accept';
  const copied = (column: string, type: string) =>
    accepting ? sql.raw(`r.${column}`) : sql.raw(`null::${type}`);
  const result = await tx.execute<{ productId: string; revisionId: string | null }>(sql`
    insert into subscription_products as sp (subscription_id, product_id, subscriber_company_id,
      accepted_revision_id, refused_revision_id, decided_by_name,
      locale, name_key, search_vector, search_codes)
    select ${subscription.id}, p.id, ${subscription.subscriberCompanyId},
           ${accepting ? sql`r.id` : sql`null::uuid`}, ${accepting ? sql`null::uuid` : sql`r.id`},
           ${decidedBy}, ${copied('locale', 'text')},
           ${accepting ? sql`lower(r.name)` : sql`null::text`},
           ${copied('search_vector', 'tsvector')}, ${copied('search_codes', 'text[]')}
    from products p
    join product_revisions r on r.id = p.approved_revision_id
    where p.id = any(${sql.param(productIds)}::uuid[])
      and p.company_id = ${subscription.publisherCompanyId}
    on conflict (subscription_id, product_id) do update
      set accepted_revision_id = excluded.accepted_revision_id,
          refused_revision_id = excluded.refused_revision_id,
          decided_by_name = excluded.decided_by_name, locale = excluded.locale,
          name_key = excluded.name_key, search_vector = excluded.search_vector,
          search_codes = excluded.search_codes, updated_at = now()
    returning sp.product_id as "productId",
              coalesce(sp.accepted_revision_id, sp.refused_revision_id) as "revisionId"`);
  return result.rows;
}

/**
 * Accepts the publisher's current approved revision of each product
 * (docs/product/subscriptions-and-push.md#accepting-and-refusing): the subscriber's people see it
 * from now on, until a newer accepted one replaces it. All or nothing: one id that is not an
 * approved product of the publisher is a 404 and nothing changes.
 */
export async function acceptProducts(
  db: Db,
  principal: Principal,
  subscriptionId: string,
  productIds: string[],
): Promise<AcceptSubscriptionProductsResponse> {
  const wanted = [...new Set(productIds.map((id) => id.toLowerCase()))];
  return db.transaction(async (tx) => {
    const subscription = await requireSubscription(tx, principal, subscriptionId, ['subscriber']);
    const actor = await actorOf(tx, principal);
    const rows = await decide(tx, subscription, wanted, 'accept', actor.actorName);
    if (rows.length !== wanted.length) {
      throw new AppError('not-found', 'Not every product is an approved product of the publisher');
    }
    await tellPeople(tx, subscription, wanted);
    return {
      accepted: rows.map((row) => ({ productId: row.productId, revisionId: row.revisionId ?? '' })),
    };
  });
}

/** How many accepted products of one call are announced: a first bulk accept is no news feed. */
export const ANNOUNCED_PER_ACCEPT = 10;

/**
 * Tells the subscriber's people about newly visible products (decision 0028): the first
 * {@link ANNOUNCED_PER_ACCEPT} by name, each a feed entry and a push to their devices.
 */
async function tellPeople(tx: Tx, subscription: SubscriptionRow, productIds: string[]) {
  const named = await tx.execute<{ id: string; name: string; locale: string }>(sql`
    select p.id, r.name, p.locale from products p
    join product_revisions r on r.id = p.approved_revision_id
    where p.id = any(${sql.param(productIds)}::uuid[])
    order by lower(r.name), p.id limit ${ANNOUNCED_PER_ACCEPT}`);
  await notifyCompanies(
    tx,
    named.rows.map((product) => ({
      companyId: subscription.subscriberCompanyId,
      audiences: ['User', 'KeyUser'],
      kind: 'subscription-accepted',
      productId: product.id,
      productName: product.name,
      locale: product.locale,
      publisherName: subscription.publisherName,
    })),
  );
}

/**
 * Refuses a pending product, or removes an accepted one
 * (docs/product/subscriptions-and-push.md#accepting-and-refusing): the subscriber's people no
 * longer see it, and it stays out of the pending list until the publisher approves a newer
 * revision.
 */
export async function refuseProduct(
  db: Db,
  principal: Principal,
  subscriptionId: string,
  productId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const subscription = await requireSubscription(tx, principal, subscriptionId, ['subscriber']);
    const actor = await actorOf(tx, principal);
    const rows = await decide(
      tx,
      subscription,
      [productId.toLowerCase()],
      'refuse',
      actor.actorName,
    );
    if (rows.length === 0) throw new AppError('not-found', 'No such product of the publisher');
  });
}
