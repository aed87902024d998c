import { Fragment, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { announceRouteReload } from '../../lib/route-reload.ts';

/**
 * How many times a navigation has led to the URL already shown. React Router gives every
 * navigation a fresh location key, also when path, query and hash stay the same.
 */
export function useSameUrlNavigationCount(): number {
  const location = useLocation();
  const url = `${location.pathname}${location.search}${location.hash}`;
  const [seen, setSeen] = useState({ key: location.key, url, count: 0 });
  if (seen.key !== location.key) {
    const count = seen.url === url ? seen.count + 1 : seen.count;
    // Adjusting state while rendering (not in an effect) avoids one render with the old key.
    setSeen({ key: location.key, url, count });
    return count;
  }
  return seen.count;
}

/**
 * The routed screen. Navigating to the URL already shown reloads it
 * (docs/product/web-app.md#screens): the screen is mounted afresh, and the reload is announced so
 * the query provider refetches its data.
 */
export function ReloadableOutlet() {
  const reloadCount = useSameUrlNavigationCount();
  useEffect(() => {
    // Runs after the remounted screen's own effects, so its query provider is listening.
    if (reloadCount > 0) announceRouteReload();
  }, [reloadCount]);
  return (
    <Fragment key={reloadCount}>
      <Outlet />
    </Fragment>
  );
}
