// The suppliers module's public entry: what other modules and the app's wiring (app.ts,
// job-handlers.ts, bootstrap.ts) may use. Everything else in this folder is internal to it
// (`npm run lint` refuses imports past this file; docs/ARCHITECTURE.md#module-borders).
export { createSupplierReminderJobHandler, SUPPLIER_REMINDER_QUEUE } from './supplier-reminders.ts';
export { supplierRoutes } from './suppliers.routes.ts';
export { supplierUploadRoutes } from './supplier-upload.routes.ts';
