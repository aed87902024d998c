// The imports module's public entry: what other modules may use. Everything else in this
// folder is internal to it (`npm run lint` refuses imports past this file; docs/ARCHITECTURE.md).
export { requestArticleNumber } from './provisional-identity.ts';
export { queueImport } from './queue-import.ts';
export { storeSdsFile, type IncomingSdsFile } from './store-sds-file.ts';
export { importStoredSds } from './vib-upload.ts';
