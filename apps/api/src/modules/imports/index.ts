// The imports module's public entry: what other modules and the app's wiring (app.ts,
// job-handlers.ts, bootstrap.ts) may use. Everything else in this folder is internal to it
// (`npm run lint` refuses imports past this file; docs/ARCHITECTURE.md#module-borders).
export { createImportJobHandler } from './import-job.ts';
export { importRoutes } from './imports.routes.ts';
export { createSdsParser, type SdsParser } from './parse/sds-parser-pool.ts';
export { requestArticleNumber } from './provisional-identity.ts';
export { queueImport, SDS_IMPORT_QUEUE } from './queue-import.ts';
export { type IncomingSdsFile, storeSdsFile } from './store-sds-file.ts';
export { importStoredSds } from './vib-upload.ts';
