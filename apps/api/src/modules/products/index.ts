// The products module's public entry: what other modules and the app's wiring (app.ts,
// job-handlers.ts, bootstrap.ts) may use. Everything else in this folder is internal to it
// (`npm run lint` refuses imports past this file; docs/ARCHITECTURE.md#module-borders).
export { ARCHIVE_PURGE_QUEUE, createArchivePurgeJobHandler } from './archive-purge-job.ts';
export { attachDocument, detachDocuments } from './attach-document.ts';
export { newDocumentReference } from './document-reference.ts';
export { openWorkingRevision } from './working-revision.ts';
export { labelPictogramsOf } from './clp-label-pictograms.ts';
export { labelSignalWordOf } from './clp-label-signal-word.ts';
export {
  isOfficialStatementCode,
  officialStatementCodeOf,
  officialStatementText,
  withOfficialTexts,
} from './clp-phrases.ts';
export {
  linkExpiry,
  type LinkTarget,
  mainImageValidation,
  parseValidation,
  signLink,
  verifyLink,
} from './document-links.ts';
export { articleNumberTaken, writeProductContent } from './edit-product.ts';
export {
  checkPlausibility,
  type FlashPoint,
  type LabelRegulation,
  NO_EVIDENCE,
  type PlausibilityEvidence,
} from './plausibility-check.ts';
export { dueForReviewRoutes } from './due-for-review.routes.ts';
export { createDueReviewDigestJobHandler, DUE_REVIEW_DIGEST_QUEUE } from './due-review-digest.ts';
export { documentLinkOptions } from './product-documents.presenter.ts';
export { type DocumentRow, findDocument, findFirstDocument } from './product-documents.queries.ts';
export { type LockedProduct, lockProducts } from './product-locks.ts';
export { productManagementRoutes } from './product-management.routes.ts';
export {
  productKeepers,
  productReaders,
  productReadScope,
  readingCompanyOf,
  requireOwnCompany,
} from './products.policy.ts';
export { findProduct, findVisibleRevisionId } from './products.queries.ts';
export { productRoutes } from './products.routes.ts';
export { companyProductListRoutes } from './company-product-lists.routes.ts';
export { readProduct, readSheetsAsUser } from './read-product.ts';
export { forgetSheetsOnOwnWrites, SheetCache } from './sheet-cache.ts';
export { sheetEdition } from './sheet-edition.ts';
export { productVersionRoutes } from './product-versions.routes.ts';
export { reviewRoutes } from './review.routes.ts';
export { readRevisionContent } from './revision-content.ts';
export { insertProduct } from './save-product.ts';
export { statementRoutes } from './statements.routes.ts';
