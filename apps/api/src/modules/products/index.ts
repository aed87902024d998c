// The products module's public entry: what other modules and the app's wiring (app.ts,
// job-handlers.ts, bootstrap.ts) may use. Everything else in this folder is internal to it
// (`npm run lint` refuses imports past this file; docs/ARCHITECTURE.md#module-borders).
export { attachDocument, newDocumentReference } from './attach-document.ts';
export { labelPictogramsOf } from './clp-label-pictograms.ts';
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
export { documentLinkOptions } from './product-documents.presenter.ts';
export { type DocumentRow, findDocument, findFirstDocument } from './product-documents.queries.ts';
export { type LockedProduct, lockProducts } from './product-locks.ts';
export { productManagementRoutes } from './product-management.routes.ts';
export { productKeepers, productReaders, productReadScope } from './products.policy.ts';
export { findProduct } from './products.queries.ts';
export { productRoutes } from './products.routes.ts';
export { readProduct } from './read-product.ts';
export { reviewRoutes } from './review.routes.ts';
export { readRevisionContent } from './revision-content.ts';
export { insertProduct } from './save-product.ts';
export { statementRoutes } from './statements.routes.ts';
