// The authorization module's public entry: what other modules and the app's wiring (app.ts,
// job-handlers.ts, bootstrap.ts) may use. Everything else in this folder is internal to it
// (`npm run lint` refuses imports past this file; docs/ARCHITECTURE.md#module-borders).
export { holdsLicence } from './authorization.queries.ts';
export { authorizationRoutes } from './authorization.routes.ts';
export { createDeviceAuthenticator } from './device-authenticator.ts';
export { DeviceCache } from './device-cache.ts';
export { revokeDevice, revokeDevicesOfRole } from './revoke-devices.ts';
