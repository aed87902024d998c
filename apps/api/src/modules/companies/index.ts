// The companies module's public entry: what other modules and the app's wiring (app.ts,
// job-handlers.ts, bootstrap.ts) may use. Everything else in this folder is internal to it
// (`npm run lint` refuses imports past this file; docs/ARCHITECTURE.md#module-borders).
export { companiesRoutes } from './companies.routes.ts';
export { companyCodesRoutes } from './company-codes.routes.ts';
export { companyDevicesRoutes } from './company-devices.routes.ts';
export { requireCompany } from './company-directory.ts';
export { companyLocalesRoutes } from './company-locales.routes.ts';
export { companyEmergencyNumbersRoutes } from './company-emergency-numbers.routes.ts';
export { companyRecordKeepingRoutes } from './company-record-keeping.routes.ts';
export { emergencyNumbersOf } from './company-emergency-numbers.ts';
export { readCompanyPosterFacts, type CompanyPosterFacts } from './company-poster-facts.ts';
export { insertCompany, type NewCompanyCodes } from './insert-company.ts';
