import type { RuntimeConfig } from '@sds/contract';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { StartupErrorScreen } from '../components/errors/startup-error-screen.tsx';
import { loadRuntimeConfig, setRuntimeConfig } from '../config/runtime-config.ts';
import { i18n, initI18n, setProductionDeployment } from '../i18n/i18n.ts';
import { readSavedLanguage, selectInterfaceLocale } from '../i18n/language-preference.ts';
import { readAuthenticatedUser } from '../lib/authenticated-user.ts';
import { getCreateBrowserRouter, startMonitoring } from '../lib/monitoring.ts';
import { AppProvider } from './app-provider.tsx';
import { appRoutes, createAppRouter, preloadRouteModules } from './router.tsx';

function renderStartupError(root: Root, error: unknown): void {
  console.error('SDS Portal could not start', error);
  // The translations may be what failed; English is the saved-language default anyway.
  const isTranslated = i18n.isInitialized;
  root.render(
    <StartupErrorScreen
      title={isTranslated ? i18n.t('startup.title') : 'SDS Portal could not start'}
      text={isTranslated ? i18n.t('startup.text') : 'The configuration could not be loaded.'}
      retryLabel={isTranslated ? i18n.t('actions.retry') : 'Try again'}
    />,
  );
}

/**
 * The service worker and the update notice (decision 0053), in a chunk of their own once the
 * page has loaded and the browser is idle: the first screen's code and time stay as they were.
 */
function startAppUpdatesWhenIdle(): void {
  const start = () => {
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    whenIdle(
      () => void import('./app-update/start-app-updates.tsx').then((m) => m.startAppUpdates()),
    );
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

function renderApp(root: Root, config: RuntimeConfig): void {
  setRuntimeConfig(config);
  setProductionDeployment(config.production);
  const router = createAppRouter(getCreateBrowserRouter());
  root.render(
    <AppProvider config={config}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

/**
 * Starts the app: the runtime configuration and the saved language's catalogues load side by
 * side (and the current screen's code with them), a signed-in device's search or sheet asks for
 * its data as soon as the configuration is there, monitoring starts when configured, then the
 * router renders. Without `/config.json` a clear error screen is shown instead.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  preloadRouteModules(appRoutes, window.location.pathname);
  const language = selectInterfaceLocale(readSavedLanguage());
  // A signed-in device's search or sheet asks for its data beside the screen's code (0069).
  const routeData = readAuthenticatedUser() ? import('./route-data-prefetch.ts') : null;
  const translationsLoaded = initI18n(language);
  try {
    const config = await loadRuntimeConfig();
    void routeData
      ?.then((module) => module.prefetchRouteData(window.location, config, language))
      .catch(() => undefined);
    await Promise.all([translationsLoaded, startMonitoring(config)]);
    renderApp(root, config);
    startAppUpdatesWhenIdle();
  } catch (error) {
    await translationsLoaded.catch(() => undefined);
    renderStartupError(root, error);
  }
}
