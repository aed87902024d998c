import type {
  ArchivedProductsResponse,
  ProductVersion,
  ProductVersionDetail,
  ProductVersionsResponse,
  VersionComparison,
} from '@sds/contract';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { withOfficialTexts } from './clp-phrases.ts';
import { compareContents } from './compare-versions.ts';
import { presentDocuments, type LinkOptions } from './product-documents.presenter.ts';
import {
  areVersionsOf,
  findPreviousVersionId,
  findVersion,
  findVersionedProduct,
  listArchivedProducts,
  listVersions,
  type VersionRow,
} from './product-versions.queries.ts';
import { readRevisionContent } from './revision-content.ts';

const isoDateTime = (value: Date | string) => new Date(value).toISOString();

function presentVersion(row: VersionRow, links: LinkOptions): ProductVersion {
  return {
    id: row.id,
    revisionDate: row.revisionDate,
    version: row.version,
    reviewStatus: row.reviewStatus,
    approvedAt: row.approvedAt === null ? null : isoDateTime(row.approvedAt),
    approvedBy: row.approvedBy,
    isShownToUsers: row.isShownToUsers,
    createdAt: isoDateTime(row.createdAt),
    documents: presentDocuments(row.documents, links),
  };
}

async function requireVersionedProduct(db: Db, companyId: string, productId: string) {
  const product = await findVersionedProduct(db, companyId, productId);
  if (!product) throw new AppError('not-found', 'No such product');
  return product;
}

/**
 * A product's versions, newest first, each with its documents and their signed links
 * (docs/product/product-content.md#versions): also of a deleted product, from the archive. Another
 * company's product is a 404.
 */
export async function productVersions(
  db: Db,
  companyId: string,
  productId: string,
  links: LinkOptions,
): Promise<ProductVersionsResponse> {
  await requireVersionedProduct(db, companyId, productId);
  const rows = await listVersions(db, companyId, productId);
  return { items: rows.map((row) => presentVersion(row, links)) };
}

/** One version with its whole content; another product's or company's version is a 404. */
export async function productVersion(
  db: Db,
  companyId: string,
  ids: { id: string; revisionId: string },
  links: LinkOptions,
): Promise<ProductVersionDetail> {
  const product = await requireVersionedProduct(db, companyId, ids.id);
  const row = await findVersion(db, companyId, ids.id, ids.revisionId);
  if (!row) throw new AppError('not-found', 'No such version');
  const { documents: _documents, ...content } = row;
  const detail = {
    ...content,
    ...presentVersion(row, links),
    ...product,
    productId: ids.id,
  } as ProductVersionDetail;
  return {
    ...detail,
    hStatements: withOfficialTexts(detail.hStatements, product.locale),
    pStatements: withOfficialTexts(detail.pStatements, product.locale),
  };
}

/**
 * What changed from one version to another of the company's product (issue 25 point 2): from
 * `fromRevisionId`, or by default from the version before. Another product's or company's
 * version is a 404, and so is the version before the first.
 */
export async function versionChanges(
  db: Db,
  companyId: string,
  ids: { id: string; revisionId: string; fromRevisionId: string | undefined },
): Promise<VersionComparison> {
  await requireVersionedProduct(db, companyId, ids.id);
  const fromRevisionId =
    ids.fromRevisionId ?? (await findPreviousVersionId(db, companyId, ids.id, ids.revisionId));
  const versions = [ids.revisionId, ...(fromRevisionId ? [fromRevisionId] : [])];
  if (!(await areVersionsOf(db, companyId, ids.id, versions))) {
    throw new AppError('not-found', 'No such version');
  }
  if (!fromRevisionId) throw new AppError('not-found', 'The first version has none before it');
  const [from, to] = await Promise.all([
    readRevisionContent(db, fromRevisionId),
    readRevisionContent(db, ids.revisionId),
  ]);
  return {
    fromRevisionId,
    toRevisionId: ids.revisionId,
    changes: compareContents(from, to),
  };
}

/** The company's deleted products in the archive, newest deletion first. */
export async function archivedProducts(
  db: Db,
  companyId: string,
): Promise<ArchivedProductsResponse> {
  const rows = await listArchivedProducts(db, companyId);
  return {
    items: rows.map((row) => ({
      ...row,
      deletedAt: isoDateTime(row.deletedAt),
      purgeAfter: isoDateTime(row.purgeAfter),
    })),
  };
}
