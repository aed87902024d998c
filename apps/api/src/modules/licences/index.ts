// The licences module's public entry: what other modules and the app's wiring (app.ts,
// job-handlers.ts, bootstrap.ts) may use. Everything else in this folder is internal to it
// (`npm run lint` refuses imports past this file; docs/ARCHITECTURE.md#module-borders).
export { giveCompanyLicence } from './give-company-licence.ts';
export { createLicenceCalendarJobHandler, LICENCE_CALENDAR_QUEUE } from './licence-calendar-job.ts';
export { catalogueLicenceIds } from './licence-catalogue-ids.ts';
export { licenceToday } from './licence-dates.ts';
export { grantedTotalsQuery, recomputeLicenceTotals } from './licence-totals.ts';
export { licenceRoutes } from './licences.routes.ts';
