// The authorization module's public entry: what other modules may use. Everything else in this
// folder is internal to it (`npm run lint` refuses imports past this file; docs/ARCHITECTURE.md).
export { holdsLicence } from './authorization.queries.ts';
export { revokeDevice, revokeDevicesOfRole } from './revoke-devices.ts';
