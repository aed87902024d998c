// The push module's public entry: what other modules and the app's wiring (app.ts,
// job-handlers.ts, bootstrap.ts) may use. Everything else in this folder is internal to it
// (`npm run lint` refuses imports past this file; docs/ARCHITECTURE.md#module-borders).
export {
  createNotificationRetentionJobHandler,
  NOTIFICATION_RETENTION_QUEUE,
} from './notification-retention-job.ts';
export { type CompanyNotice, notifyCompanies, PUSH_QUEUE } from './product-notifications.ts';
export { createPushJobHandler } from './push-job.ts';
export { pushRoutes } from './push-registrations.routes.ts';
export { notifyReviewDecision } from './review-notifications.ts';
