// The metrics module's public entry: what other modules and the app's wiring (app.ts,
// job-handlers.ts, bootstrap.ts) may use. Everything else in this folder is internal to it
// (`npm run lint` refuses imports past this file; docs/ARCHITECTURE.md#module-borders).
export {
  createAppMetrics,
  type AppMetrics,
  type MailOutcome,
  type PushDeliveryOutcome,
} from './app-metrics.ts';
export { METRICS_PATH, registerMetrics } from './metrics.routes.ts';
