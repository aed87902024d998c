// The companies module's public entry: what other modules may use. Everything else in this
// folder is internal to it (`npm run lint` refuses imports past this file; docs/ARCHITECTURE.md).
export { requireCompany } from './company-directory.ts';
export { insertCompany, type NewCompanyCodes } from './insert-company.ts';
