import type { RuntimeConfig } from '@sds/contract';
import { createBrowserRouter } from 'react-router';

export type CreateBrowserRouter = typeof createBrowserRouter;

/** What the app needs from an error-reporting service once it runs. */
export type MonitoringService = {
  wrapCreateBrowserRouter(create: CreateBrowserRouter): CreateBrowserRouter;
  captureException(error: unknown, tags?: Record<string, string>): void;
};

export type MonitoringSettings = Pick<RuntimeConfig, 'monitoringKey' | 'environment' | 'release'>;

let service: MonitoringService | null = null;

const loadSentryMonitoring = async (settings: MonitoringSettings & { monitoringKey: string }) =>
  (await import('./sentry-monitoring.ts')).startSentryMonitoring(settings);

/**
 * Starts error and page-view reporting when `/config.json` names a monitoring key (a Sentry or
 * GlitchTip DSN). Without one nothing is loaded and nothing is sent. The SDK is imported on
 * demand so it never weighs on the first screen. Resolves to whether monitoring runs.
 */
export async function startMonitoring(
  settings: MonitoringSettings,
  load: typeof loadSentryMonitoring = loadSentryMonitoring,
): Promise<boolean> {
  const monitoringKey = settings.monitoringKey?.trim();
  if (!monitoringKey) return false;
  try {
    service = await load({ ...settings, monitoringKey });
    return true;
  } catch (error) {
    // Reporting is an aid, never a reason for the app not to start.
    console.warn('Monitoring could not be started', error);
    return false;
  }
}

/**
 * `createBrowserRouter`, wrapped for route tracking when monitoring runs. Call it after
 * `startMonitoring` has settled: the router can only be instrumented when it is created.
 */
export function getCreateBrowserRouter(): CreateBrowserRouter {
  return service ? service.wrapCreateBrowserRouter(createBrowserRouter) : createBrowserRouter;
}

/** Reports an error the app caught itself (route error screens, React root); a no-op when off. */
export function captureError(error: unknown, tags?: Record<string, string>): void {
  service?.captureException(error, tags);
}
