// The push module's public entry: what other modules may use. Everything else in this folder
// is internal to it (`npm run lint` refuses imports past this file; docs/ARCHITECTURE.md).
export { notifyCompanies, type CompanyNotice } from './product-notifications.ts';
export { notifyReviewDecision } from './review-notifications.ts';
