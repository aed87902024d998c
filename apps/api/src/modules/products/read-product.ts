import type { Product } from '@sds/contract';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import {
  presentDocuments,
  presentMainImageUrl,
  type LinkOptions,
} from './product-documents.presenter.ts';
import { contentVersionTag } from './content-version.ts';
import { isProductDueForReview } from './due-for-review.ts';
import { canSeeUnapproved, productReadScope } from './products.policy.ts';
import { presentProduct } from './products.presenter.ts';
import {
  findProductSheet,
  findProductSheets,
  type ProductKey,
  type ProductSheetRow,
} from './products.queries.ts';

/**
 * One product as its caller may see it (docs/product/roles-and-access.md#roles,
 * docs/product/product-content.md#who-sees-which-revision): the approved revision for users, the
 * working one for key users; its language variants; its documents with fresh signed links. Another
 * company's product, or one the caller may not see, is a 404. `namedCompanyId` is the company the
 * platform Admin reads (products.policy.ts).
 */
export async function readProduct(
  db: Db,
  principal: Principal,
  key: ProductKey,
  links: LinkOptions,
  namedCompanyId?: string,
): Promise<Product> {
  return (await readProductWithVersion(db, principal, key, links, namedCompanyId)).product;
}

/**
 * {@link readProduct}, with the entity tag of the content a key user edits when the caller reads
 * the working revision of its own company's product (decision 0063); null for anyone else. Such a
 * read also says whether the approved version is due for review (decision 0065).
 */
export async function readProductWithVersion(
  db: Db,
  principal: Principal,
  key: ProductKey,
  links: LinkOptions,
  namedCompanyId?: string,
): Promise<{ product: Product; contentVersion: string | null }> {
  const found = await findProductSheet(db, productReadScope(principal, namedCompanyId), key);
  if (!found) throw new AppError('not-found', 'No such product');
  const isEditable = canSeeUnapproved(principal) && found.companyId === principal.companyId;
  const product = presentSheet(found, links);
  if (!isEditable) return { product, contentVersion: null };
  // The key users' badge (decision 0065): additive, only in their reads.
  const isDueForReview = await isProductDueForReview(db, found.companyId, found.id);
  return { product: { ...product, isDueForReview }, contentVersion: contentVersionTag(found) };
}

function presentSheet(found: ProductSheetRow, links: LinkOptions): Product {
  const { variants, documents, ...row } = found;
  return presentProduct(row, variants, {
    documents: presentDocuments(documents, links),
    imageUrl: presentMainImageUrl(row.id, documents, links),
  });
}

/**
 * Of `ids`, the sheets a User of the company sees, as `GET /api/products/{id}` answers a User:
 * its own approved products and the revisions it accepted of its subscriptions (the offline
 * pack, decision 0052). An id it does not see is left out.
 */
export async function readSheetsAsUser(
  db: Db,
  companyId: string,
  ids: readonly string[],
  links: LinkOptions,
): Promise<Product[]> {
  const scope = {
    companyIds: [companyId],
    revision: 'approved' as const,
    onlyInReview: false,
    locale: null,
    subscriberId: companyId,
  };
  const rows = await findProductSheets(db, scope, ids);
  return rows.map((row) => presentSheet(row, links));
}
