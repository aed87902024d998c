// The documents module's public entry: what other modules and the app's wiring (app.ts,
// job-handlers.ts, bootstrap.ts) may use. Everything else in this folder is internal to it
// (`npm run lint` refuses imports past this file; docs/ARCHITECTURE.md#module-borders).
export { companyPosterRoutes } from './company-poster.routes.ts';
export { documentUploadRoutes } from './document-uploads.routes.ts';
export { documentRoutes } from './documents.routes.ts';
export { generatedDocumentRoutes } from './generated-documents.routes.ts';
export {
  createStoredFileSweepJobHandler,
  listReferencedStorageKeys,
  STORED_FILE_SWEEP_QUEUE,
} from './stored-file-sweep-job.ts';
