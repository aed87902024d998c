import type {
  ImportStatus,
  PackingGroup,
  Pictogram,
  ReviewStatus,
  SignalWord,
  Statement,
} from '@sds/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { productNameWords, productRevisions, products } from '../../platform/db/schema.ts';
import { nameVocabulary, productSearchCodes, textSearchConfig } from './search-text.ts';

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** The content of one product revision (DESIGN §5 fields). */
export interface ProductContent {
  name: string;
  supplier: string;
  revisionDate: string | null;
  version: string;
  signalWord: SignalWord;
  pictograms: Pictogram[];
  adrClass: string | null;
  unNumber: string | null;
  packingGroup: PackingGroup | null;
  casNumbers: string[];
  contains: string;
  remarks: string;
  hazards: string;
  firstAid: string;
  fireFighting: string;
  spillCleanup: string;
  hygiene: string;
  personalProtection: string;
  storageAndAdr: string;
  usage: string;
  wasteManagement: string;
  hStatements: Statement[];
  pStatements: Statement[];
}

export interface NewProduct {
  companyId: string;
  masterCode: string;
  articleNumber: string;
  locale: string;
  importStatus: ImportStatus;
  reviewStatus: ReviewStatus;
  rejectReason: string | null;
  content: ProductContent;
}

/** The search columns of a revision: weighted, unaccented name + supplier, and exact codes. */
function searchColumns(
  product: Pick<NewProduct, 'articleNumber' | 'masterCode' | 'locale' | 'content'>,
) {
  const config = textSearchConfig(product.locale);
  const { content } = product;
  return {
    searchVector: sql`setweight(to_tsvector(${config}::regconfig, unaccent(${content.name})), 'A') || setweight(to_tsvector(${config}::regconfig, unaccent(${content.supplier})), 'B')`,
    searchCodes: productSearchCodes({
      articleNumber: product.articleNumber,
      masterCode: product.masterCode,
      unNumber: content.unNumber,
      casNumbers: content.casNumbers,
      statementCodes: [...content.hStatements, ...content.pStatements].map((s) => s.code),
    }),
  };
}

/**
 * Creates a product with its first revision, its search fields and its name words, in the
 * caller's transaction. An Approved first revision is what users see at once.
 */
export async function insertProduct(tx: Executor, product: NewProduct): Promise<string> {
  const [created] = await tx
    .insert(products)
    .values({
      companyId: product.companyId,
      masterCode: product.masterCode,
      articleNumber: product.articleNumber,
      locale: product.locale,
      importStatus: product.importStatus,
    })
    .returning({ id: products.id });
  if (!created) throw new Error('Product insert returned no row');

  const [revision] = await tx
    .insert(productRevisions)
    .values({
      productId: created.id,
      companyId: product.companyId,
      locale: product.locale,
      reviewStatus: product.reviewStatus,
      rejectReason: product.rejectReason,
      ...product.content,
      ...searchColumns(product),
    })
    .returning({ id: productRevisions.id });
  if (!revision) throw new Error('Revision insert returned no row');

  await tx
    .update(products)
    .set({
      latestRevisionId: revision.id,
      approvedRevisionId: product.reviewStatus === 'Approved' ? revision.id : null,
    })
    .where(eq(products.id, created.id));

  const words = nameVocabulary(product.content.name);
  if (words.length > 0) {
    await tx
      .insert(productNameWords)
      .values(words.map((word) => ({ companyId: product.companyId, locale: product.locale, word })))
      .onConflictDoNothing();
  }
  return created.id;
}
