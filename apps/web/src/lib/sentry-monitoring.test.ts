import * as Sentry from '@sentry/react';
import { createBrowserRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { startSentryMonitoring } from './sentry-monitoring.ts';

vi.mock('@sentry/react', () => ({
  init: vi.fn(),
  captureException: vi.fn(),
  globalHandlersIntegration: vi.fn((options: object) => ({ name: 'GlobalHandlers', options })),
  reactRouterBrowserTracingIntegration: vi.fn((options: object) => ({
    name: 'BrowserTracing',
    options,
  })),
  wrapCreateBrowserRouter: vi.fn((create: unknown) => create),
}));

describe('Sentry monitoring', () => {
  it('sends errors and page views with routes to the DSN, without personal data', () => {
    const dsn = 'http://public@127.0.0.1:9000/1';
    startSentryMonitoring({ monitoringKey: dsn, environment: 'e2e', release: '1.2.3' });

    expect(Sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn,
        environment: 'e2e',
        release: '1.2.3',
        tracesSampleRate: 1,
        dataCollection: expect.objectContaining({ userInfo: false, cookies: false }),
      }),
    );
    expect(Sentry.globalHandlersIntegration).toHaveBeenCalledWith({
      onerror: true,
      onunhandledrejection: true,
    });
    expect(Sentry.reactRouterBrowserTracingIntegration).toHaveBeenCalledWith(
      expect.objectContaining({
        useLocation: expect.any(Function),
        useNavigationType: expect.any(Function),
        createRoutesFromChildren: expect.any(Function),
        matchRoutes: expect.any(Function),
      }),
    );
  });

  it('wraps createBrowserRouter and captures errors with their tags', () => {
    const service = startSentryMonitoring({
      monitoringKey: 'http://public@127.0.0.1:9000/1',
      environment: 'e2e',
      release: '1',
    });
    service.wrapCreateBrowserRouter(createBrowserRouter);
    expect(Sentry.wrapCreateBrowserRouter).toHaveBeenCalledWith(createBrowserRouter);

    const error = new Error('boom');
    service.captureException(error, { source: 'route' });
    expect(Sentry.captureException).toHaveBeenCalledWith(error, { tags: { source: 'route' } });
  });
});
