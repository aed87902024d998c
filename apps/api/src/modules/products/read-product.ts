import type { Product } from '@sds/contract';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import {
  presentDocuments,
  presentMainImageUrl,
  type LinkOptions,
} from './product-documents.presenter.ts';
import { productReadScope } from './products.policy.ts';
import { presentProduct } from './products.presenter.ts';
import { findProductSheet, type ProductKey } from './products.queries.ts';

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
  const found = await findProductSheet(db, productReadScope(principal, namedCompanyId), key);
  if (!found) throw new AppError('not-found', 'No such product');
  const { variants, documents, ...row } = found;
  return presentProduct(row, variants, {
    documents: presentDocuments(documents, links),
    imageUrl: presentMainImageUrl(row.id, documents, links),
  });
}
