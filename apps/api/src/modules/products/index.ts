// The products module's public entry: what other modules may use. Everything else in this
// folder is internal to it (`npm run lint` refuses imports past this file; docs/ARCHITECTURE.md).
export { attachDocument, newDocumentReference } from './attach-document.ts';
export {
  isOfficialStatementCode,
  officialStatementText,
  withOfficialTexts,
} from './clp-phrases.ts';
export {
  linkExpiry,
  mainImageValidation,
  parseValidation,
  signLink,
  verifyLink,
  type LinkTarget,
} from './document-links.ts';
export { articleNumberTaken, writeProductContent } from './edit-product.ts';
export { findDocument, findFirstDocument, type DocumentRow } from './product-documents.queries.ts';
export { documentLinkOptions } from './product-documents.presenter.ts';
export { lockProducts, type LockedProduct } from './product-locks.ts';
export { productKeepers, productReaders, productReadScope } from './products.policy.ts';
export { findProduct } from './products.queries.ts';
export { readProduct } from './read-product.ts';
export { readRevisionContent } from './revision-content.ts';
export { insertProduct } from './save-product.ts';
