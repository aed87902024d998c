import { sql, type SQL } from 'drizzle-orm';

/** Which products a caller may see, decided by the policy (products.policy.ts). */
export interface ProductScope {
  companyIds: string[];
  /** `approved`: what users see; `latest`: the working revision, for key users. */
  revision: 'approved' | 'latest';
  onlyInReview: boolean;
  /** A locale to keep to, or null for every locale. */
  locale: string | null;
  /**
   * The company whose accepted subscription products are in scope too (pinned to the revision
   * its key user accepted, decision 0027), or null for the companies' own products only.
   */
  subscriberId: string | null;
}

/** The revisions a scope covers, on product_revisions alone (its flags mirror the pointers). */
export function revisionScope(scope: ProductScope): SQL {
  // One company (the usual case) as `=`: only then can the name index deliver rows in order.
  const [onlyCompany] = scope.companyIds;
  const company =
    scope.companyIds.length === 1 && onlyCompany
      ? sql`r.company_id = ${onlyCompany}`
      : sql`r.company_id = any(${sql.param(scope.companyIds)}::uuid[])`;
  const conditions = [
    company,
    ...(scope.locale ? [sql`r.locale = ${scope.locale}`] : []),
    scope.revision === 'approved' ? sql`r.is_current_approved` : sql`r.is_latest`,
    ...(scope.onlyInReview ? [sql`r.review_status = 'InReview'`] : []),
  ];
  return sql.join(conditions, sql` and `);
}

/**
 * The accepted subscription revisions a scope covers (decision 0027), on subscription_products
 * alone: it carries the accepted revision's locale and search fields under the subscriber's id.
 */
export function subscribedScope(scope: ProductScope, subscriberId: string): SQL {
  return sql.join(
    [
      sql`sp.subscriber_company_id = ${subscriberId}`,
      sql`sp.accepted_revision_id is not null`,
      ...(scope.locale ? [sql`sp.locale = ${scope.locale}`] : []),
    ],
    sql` and `,
  );
}
