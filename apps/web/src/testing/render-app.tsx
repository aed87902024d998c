import type { DeviceRole, SupportedLocale } from '@sds/contract';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { AppProvider } from '../app/app-provider.tsx';
import { appRoutes } from '../app/router.tsx';
import { setRuntimeConfig } from '../config/runtime-config.ts';
import { storageKeys } from '../config/storage-keys.ts';
import { changeInterfaceLanguage, i18n, initI18n, setProductionDeployment } from '../i18n/i18n.ts';
import { saveAccountSession } from '../lib/account-session.ts';
import { TEST_ACCESS_TOKEN } from './account-fixtures.ts';
import { testAuthenticatedUser, testRuntimeConfig } from './test-config.ts';

/** Starts i18next once per test file, and puts the wanted language back for every test. */
export async function prepareTranslations(locale: SupportedLocale = 'en-US'): Promise<void> {
  // As testRuntimeConfig says: not a production deployment, so a missing text shows as one.
  setProductionDeployment(false);
  if (!i18n.isInitialized) await initI18n(locale);
  else await changeInterfaceLanguage(locale);
}

type RenderAppOptions = {
  /** Stores a login response first, as a signed-in device has it. */
  isAuthenticated?: boolean;
  /** The stored user's role (with `isAuthenticated`); `User` unless told. */
  role?: DeviceRole;
  /** Keeps an administrator's bearer token first, as a signed-in account has it. */
  isAccountSignedIn?: boolean;
  routes?: RouteObject[];
};

/**
 * Loads the lazy modules of the routes at `path`, as the app starts loading them while it
 * reads its configuration (preloadRouteModules). A route's modules are compiled the first time
 * a test file asks for them, which takes seconds on a busy machine: done here, it is not
 * counted against the test's wait (findBy…) for what the screen shows.
 */
async function loadRouteModules(routes: RouteObject[], path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : undefined)),
  );
}

/** Renders the app's routes at `path` in a memory router, as the browser would show them. */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  const routes = options.routes ?? appRoutes;
  await Promise.all([prepareTranslations(), loadRouteModules(routes, path)]);
  if (options.isAuthenticated) {
    const user = { ...testAuthenticatedUser, role: options.role ?? testAuthenticatedUser.role };
    localStorage.setItem(storageKeys.authenticatedUser, JSON.stringify(user));
  }
  if (options.isAccountSignedIn) saveAccountSession(TEST_ACCESS_TOKEN, 3600);
  setRuntimeConfig(testRuntimeConfig);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProvider config={testRuntimeConfig}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user };
}
