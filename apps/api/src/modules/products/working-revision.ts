import { randomUUID } from 'node:crypto';
import { getTableColumns, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { productDocuments, productRevisions } from '../../platform/db/schema.ts';
import type { LockedProduct } from './product-locks.ts';

/** What a new version does not take from the one before: its identity and review state. */
const OWN_COLUMNS = new Set([
  'id',
  'reviewStatus',
  'rejectReason',
  'isCurrentApproved',
  'isLatest',
  'createdAt',
  'updatedAt',
]);

/** The columns a new version copies: the content, the search fields, product and company. */
const copiedColumns = sql.raw(
  Object.entries(getTableColumns(productRevisions))
    .filter(([field]) => !OWN_COLUMNS.has(field))
    .map(([, column]) => `"${column.name}"`)
    .join(', '),
);

/**
 * Gives a new version the documents of the one it starts from, each under its reference: each
 * version keeps its own rows (decision 0061), so a pdf replaced in the new one stays with the old,
 * and a document carried on is the same document (the same file, the same links).
 */
async function copyDocuments(tx: Tx, fromRevisionId: string, toRevisionId: string) {
  await tx.execute(sql`
    insert into ${productDocuments} (product_id, revision_id, company_id, reference, kind,
      file_name, content_type, size_bytes, sha256, storage_key, position, created_at)
    select product_id, ${toRevisionId}, company_id, reference, kind, file_name, content_type,
           size_bytes, sha256, storage_key, position, created_at
    from ${productDocuments} where revision_id = ${fromRevisionId}`);
}

/**
 * The version a key user's change goes into (docs/product/product-content.md#versions). A product
 * whose working version is approved gets a new `Draft` version, a copy of the approved one with
 * its documents, so users keep seeing the approved version and its pdf until the new one is
 * approved; any other working version takes the change itself. The product must be locked.
 * Answers the product as it now stands.
 */
export async function openWorkingRevision(tx: Tx, product: LockedProduct): Promise<LockedProduct> {
  if (product.reviewStatus !== 'Approved') return product;
  const revisionId = randomUUID();
  await tx.execute(sql`
    update product_revisions set is_latest = false where id = ${product.latestRevisionId}`);
  await tx.execute(sql`
    insert into product_revisions (id, review_status, is_latest, is_current_approved,
                                   ${copiedColumns})
    select ${revisionId}, 'Draft', true, false, ${copiedColumns}
    from product_revisions where id = ${product.latestRevisionId}`);
  await copyDocuments(tx, product.latestRevisionId, revisionId);
  await tx.execute(sql`
    update products set latest_revision_id = ${revisionId}, updated_at = now()
    where id = ${product.id}`);
  return { ...product, latestRevisionId: revisionId, reviewStatus: 'Draft' };
}
