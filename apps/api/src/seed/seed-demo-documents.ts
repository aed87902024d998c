import { eq } from 'drizzle-orm';
import { attachDocument } from '../modules/products/attach-document.ts';
import { listDocuments } from '../modules/products/product-documents.queries.ts';
import { presentProduct } from '../modules/products/products.presenter.ts';
import { findProduct } from '../modules/products/products.queries.ts';
import type { Db } from '../platform/db/database.ts';
import { companies, products } from '../platform/db/schema.ts';
import type { FileStore } from '../platform/storage/file-store.ts';
import { renderDemoDocuments } from './demo-documents/index.ts';

/**
 * Gives every demo product the documents a real one has (issue 5): the supplier's SDS pdf it
 * was imported from, and a photo for some, in the versions it points at. Products that already have documents are left alone,
 * so a restart after an interrupted seed finishes the job instead of doubling it.
 */
export async function seedDemoDocuments(db: Db, store: FileStore): Promise<number> {
  const demoProducts = await db
    .select({
      id: products.id,
      companyId: products.companyId,
      latestRevisionId: products.latestRevisionId,
      approvedRevisionId: products.approvedRevisionId,
    })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(eq(companies.isDemo, true))
    .orderBy(products.masterCode, products.locale);
  let attached = 0;
  for (const { id, companyId, latestRevisionId, approvedRevisionId } of demoProducts) {
    if ((await listDocuments(db, [id])).length > 0) continue;
    const scope = {
      companyIds: [companyId],
      revision: 'latest' as const,
      onlyInReview: false,
      locale: null,
      subscriberId: null,
    };
    const row = await findProduct(db, scope, { id });
    if (!row) continue;
    const product = presentProduct(row, [], { documents: [], imageUrl: null });
    // The versions the product points at carry them, as a demo product's documents came with it.
    const revisionIds = [
      ...new Set([latestRevisionId, approvedRevisionId].filter((revision) => revision !== null)),
    ];
    for (const document of await renderDemoDocuments(product)) {
      await attachDocument(db, store, { productId: id, companyId, revisionIds, ...document });
      attached += 1;
    }
  }
  return attached;
}
