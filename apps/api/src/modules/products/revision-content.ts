import { CONTENT_FIELDS, type ProductContent } from '@sds/contract';
import { eq } from 'drizzle-orm';
import { productRevisions } from '../../platform/db/schema.ts';
import type { Executor } from '../../platform/db/database.ts';

/**
 * The columns of `product_revisions` that hold a product's content: one per declared field,
 * under the field's name (the compiler refuses a declared field without its column).
 */
export const contentColumns = Object.fromEntries(
  CONTENT_FIELDS.map((field) => [field, productRevisions[field]]),
) as { [Field in (typeof CONTENT_FIELDS)[number]]: (typeof productRevisions)[Field] };

/** A revision's content as stored, in the content's own types. */
export async function readRevisionContent(
  tx: Executor,
  revisionId: string,
): Promise<ProductContent> {
  const [row] = await tx
    .select(contentColumns)
    .from(productRevisions)
    .where(eq(productRevisions.id, revisionId));
  if (!row) throw new Error(`Revision ${revisionId} is missing`);
  // Codes kept as text (pictograms, packing group, storage class) were checked when written.
  return row as ProductContent;
}
