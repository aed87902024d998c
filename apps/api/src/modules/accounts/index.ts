// The accounts module's public entry: what other modules and the app's wiring (app.ts,
// job-handlers.ts, bootstrap.ts) may use. Everything else in this folder is internal to it
// (`npm run lint` refuses imports past this file; docs/ARCHITECTURE.md#module-borders).
export { accountAdminRoutes } from './account-admin.routes.ts';
export { createAccountAuthenticator } from './account-authenticator.ts';
export { accountSessionRoutes } from './account-session.routes.ts';
export { accountRoutes } from './accounts.routes.ts';
