// The offline-sync module's public entry (docs/ARCHITECTURE.md#module-borders): the sync route
// of the offline pack (issue 24, decision 0052).
export { offlineSyncRoutes } from './offline-sync.routes.ts';
