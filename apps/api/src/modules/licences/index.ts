// The licences module's public entry: what other modules may use. Everything else in this
// folder is internal to it (`npm run lint` refuses imports past this file; docs/ARCHITECTURE.md).
export { giveCompanyLicence } from './give-company-licence.ts';
export { catalogueLicenceIds } from './licence-catalogue-ids.ts';
export { licenceToday } from './licence-dates.ts';
export { grantedTotalsQuery, recomputeLicenceTotals } from './licence-totals.ts';
