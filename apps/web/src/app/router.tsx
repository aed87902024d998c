import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouteErrorScreen } from '../components/errors/route-error-screen.tsx';
import { AppLoading } from '../components/layout/app-layout.tsx';
import type { CreateBrowserRouter } from '../lib/monitoring.ts';
import { RootLayout } from './root-layout.tsx';

// A product's sheet, by id or by article number and language.
const productRoute = () => import('./routes/product-route.tsx');
// Creating and editing a product are one screen (key users only).
const productEditorRoute = () => import('./routes/product-editor-route.tsx');
// The key users' review screen, a product's versions and the archive are one module: they
// share most of their code, and one more route chunk would split it into more (decision 0008).
const keyUserRecordsRoute = () => import('./routes/audit-route.tsx');

/**
 * Every screen of docs/product/web-app.md#screens, each in its own chunk loaded on demand. The
 * layout and error screens stay in the entry chunk so a failing chunk can still be explained.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: AppLoading,
    ErrorBoundary: RouteErrorScreen,
    children: [
      {
        // Keeps the header visible when a screen fails.
        ErrorBoundary: RouteErrorScreen,
        children: [
          { index: true, lazy: () => import('./routes/start-route.tsx') },
          { path: 'login', lazy: () => import('./routes/login-route.tsx') },
          { path: 'register', lazy: () => import('./routes/register-route.tsx') },
          {
            // Screens that read API data share the query provider (loaded with them).
            lazy: () => import('./routes/data-layout-route.tsx'),
            children: [
              { path: 'redirect', lazy: () => import('./routes/redirect-route.tsx') },
              { path: 'admin/sign-in', lazy: () => import('./routes/admin-sign-in-route.tsx') },
              {
                path: 'admin/forgot-password',
                lazy: () => import('./routes/forgot-password-route.tsx'),
              },
              {
                // The admin screens need a signed-in account (e-mail and password), not a device.
                lazy: () => import('./routes/account-session-route.tsx'),
                children: [{ path: 'admin/*', lazy: () => import('./routes/admin-route.tsx') }],
              },
              {
                // The screens that need a device session: a signed-out visitor goes to login.
                lazy: () => import('./routes/session-route.tsx'),
                children: [
                  { path: 'search', lazy: () => import('./routes/search-route.tsx') },
                  // `audit/due-for-review` too: one more route would not fit the first screen.
                  { path: 'audit/*', lazy: keyUserRecordsRoute },
                  { path: 'product', lazy: productRoute },
                  { path: 'product/:id', lazy: productRoute },
                  { path: 'product/new', lazy: productEditorRoute },
                  { path: 'product/:id/edit', lazy: productEditorRoute },
                  { path: 'product/:id/versions', lazy: keyUserRecordsRoute },
                  { path: 'archive', lazy: keyUserRecordsRoute },
                  { path: 'import', lazy: () => import('./routes/import-route.tsx') },
                  {
                    path: 'request-product',
                    lazy: () => import('./routes/request-product-route.tsx'),
                  },
                  { path: 'notifications', lazy: () => import('./routes/notifications-route.tsx') },
                ],
              },
            ],
          },
          { path: '*', lazy: () => import('./routes/not-found-route.tsx') },
        ],
      },
    ],
  },
];

/** The app's router; `create` is the monitored `createBrowserRouter` when monitoring runs. */
export function createAppRouter(create: CreateBrowserRouter = createBrowserRouter) {
  return create(appRoutes);
}

/**
 * Starts downloading the chunks of the screen at `pathname` while the app still waits for
 * its configuration, instead of after it: the router's own import then finds them loaded.
 */
export function preloadRouteModules(routes: RouteObject[], pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const { lazy } = match.route;
    if (typeof lazy === 'function') void lazy().catch(() => undefined);
  }
}
