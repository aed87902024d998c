import type { ImportStatus, ProductContent, ReviewStatus } from '@sds/contract';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../platform/db/database.ts';
import { productNameWords, productRevisions, products } from '../../platform/db/schema.ts';
import { contentSearchCodes, contentSearchVector } from './content-search.ts';
import { nameVocabulary, productSearchCodes, textSearchConfig } from './search-text.ts';
import { forgetTypoVocabulary } from './typo-vocabulary.ts';

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

/** The search columns of a revision: its weighted, unaccented words and its exact codes. */
export function searchColumns(
  product: Pick<NewProduct, 'articleNumber' | 'masterCode' | 'locale' | 'content'>,
) {
  return {
    searchVector: contentSearchVector(product.content, textSearchConfig(product.locale)),
    searchCodes: revisionSearchCodes(product, product.content),
  };
}

/** The exact codes a revision is found by: its product's identity and its content's codes. */
export function revisionSearchCodes(
  identity: { articleNumber: string; masterCode: string },
  content: ProductContent,
): string[] {
  return productSearchCodes({ ...identity, contentCodes: contentSearchCodes(content) });
}

/**
 * Adds the words of product names to their company's typo vocabulary (words already known are
 * skipped) and forgets this server's cached copy, so the next search corrects towards them.
 */
export async function rememberNameWords(
  tx: Executor,
  names: { companyId: string; locale: string; name: string }[],
): Promise<void> {
  const words = new Map<string, { companyId: string; locale: string; word: string }>();
  for (const { companyId, locale, name } of names) {
    for (const word of nameVocabulary(name)) {
      words.set(`${companyId}\n${locale}\n${word}`, { companyId, locale, word });
    }
  }
  const wordRows = [...words.values()];
  for (let from = 0; from < wordRows.length; from += 5_000) {
    await tx
      .insert(productNameWords)
      .values(wordRows.slice(from, from + 5_000))
      .onConflictDoNothing();
  }
  for (const companyId of new Set(names.map((row) => row.companyId))) {
    forgetTypoVocabulary(companyId);
  }
}

/** Rows per INSERT: a revision binds ~40 parameters, PostgreSQL allows 65,535 per statement. */
const BATCH_SIZE = 500;

/**
 * Creates products with their first revisions, search fields and name words, in the caller's
 * transaction, a batch of rows per statement. Ids are made here, so a product row points at
 * its revision from the start. An Approved first revision is what users see at once.
 * Returns the new ids in the order given.
 */
export async function insertProducts(tx: Executor, list: NewProduct[]): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < list.length; start += BATCH_SIZE) {
    const batch = list.slice(start, start + BATCH_SIZE).map((product) => ({
      product,
      id: randomUUID(),
      revisionId: randomUUID(),
    }));
    await tx.insert(products).values(
      batch.map(({ product, id, revisionId }) => ({
        id,
        companyId: product.companyId,
        masterCode: product.masterCode,
        articleNumber: product.articleNumber,
        locale: product.locale,
        importStatus: product.importStatus,
        latestRevisionId: revisionId,
        approvedRevisionId: product.reviewStatus === 'Approved' ? revisionId : null,
      })),
    );
    await tx.insert(productRevisions).values(
      batch.map(({ product, id, revisionId }) => ({
        id: revisionId,
        productId: id,
        companyId: product.companyId,
        locale: product.locale,
        reviewStatus: product.reviewStatus,
        rejectReason: product.rejectReason,
        isCurrentApproved: product.reviewStatus === 'Approved',
        isLatest: true,
        ...product.content,
        ...searchColumns(product),
      })),
    );
    await rememberNameWords(
      tx,
      batch.map(({ product }) => ({ ...product, name: product.content.name })),
    );
    ids.push(...batch.map(({ id }) => id));
  }
  return ids;
}

/** Creates one product with its first revision; see {@link insertProducts}. */
export async function insertProduct(tx: Executor, product: NewProduct): Promise<string> {
  const [id] = await insertProducts(tx, [product]);
  if (!id) throw new Error('Product insert returned no id');
  return id;
}
