// Loaded only through monitoring.ts's dynamic import, so Sentry stays out of the first screen.
import * as Sentry from '@sentry/react';
import {
  createRoutesFromChildren,
  matchRoutes,
  useLocation,
  useNavigationType,
} from 'react-router';
import type { CreateBrowserRouter, MonitoringService, MonitoringSettings } from './monitoring.ts';

/** Initialises Sentry (or GlitchTip, same protocol) for errors and page views with routes. */
export function startSentryMonitoring(
  settings: MonitoringSettings & { monitoringKey: string },
): MonitoringService {
  Sentry.init({
    dsn: settings.monitoringKey,
    environment: settings.environment,
    release: settings.release,
    // What `sendDefaultPii: false` was before Sentry 11: no IP address, user agent inference,
    // cookies, headers, bodies or query strings (e-mailed links carry tokens there).
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    tracesSampleRate: 1,
    integrations: [
      Sentry.globalHandlersIntegration({ onerror: true, onunhandledrejection: true }),
      Sentry.reactRouterBrowserTracingIntegration({
        useLocation,
        useNavigationType,
        createRoutesFromChildren,
        matchRoutes,
      }),
    ],
  });
  return {
    wrapCreateBrowserRouter: (create) =>
      Sentry.wrapCreateBrowserRouter(create) as unknown as CreateBrowserRouter,
    captureException: (error, tags) => {
      Sentry.captureException(error, tags ? { tags } : undefined);
    },
  };
}
