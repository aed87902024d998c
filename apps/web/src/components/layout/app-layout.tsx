import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppHeader } from './app-header.tsx';
import './app-layout.css';
import { NavigationProgress } from './navigation-progress.tsx';
import { ReloadableOutlet } from './reloadable-outlet.tsx';

function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  // A plain #main link would become a router navigation; move focus instead.
  event.preventDefault();
  document.getElementById('main')?.focus();
}

/** Moves focus to the new screen's heading after a navigation, as screen readers expect. */
function useFocusHeadingOnNavigation() {
  // The path, not the location key: a search typed into the query string keeps its focus.
  const { pathname } = useLocation();
  const isFirstScreen = useRef(true);
  useEffect(() => {
    if (isFirstScreen.current) {
      isFirstScreen.current = false;
      return;
    }
    document.querySelector<HTMLElement>('#main h1')?.focus({ preventScroll: false });
  }, [pathname]);
}

type AppLayoutProps = {
  /** The signed-in user's actions in the header (the app passes the Log out button). */
  sessionActions?: ReactNode;
};

/** The frame of every screen: skip link, header and the routed screen. */
export function AppLayout({ sessionActions }: AppLayoutProps) {
  const { t } = useTranslation();
  useFocusHeadingOnNavigation();
  return (
    <div className="app-shell">
      <a href="#main" className="skip-link" onClick={focusMain}>
        {t('skipToContent')}
      </a>
      <NavigationProgress />
      <AppHeader sessionActions={sessionActions} />
      <main id="main" className="app-main" tabIndex={-1}>
        <ReloadableOutlet />
      </main>
      <footer className="app-footer">
        {t('appName')} · {t('tagline')}
      </footer>
    </div>
  );
}

/** Shown while the first screen's code loads; CSS keeps it invisible for fast loads. */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <div className="app-loading" role="status">
      <span className="app-loading__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
