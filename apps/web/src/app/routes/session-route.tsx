import { Suspense, lazy } from 'react';
import { Navigate, Outlet, redirect, useLocation, type LoaderFunctionArgs } from 'react-router';
import { AppLoading } from '../../components/layout/app-layout.tsx';
import { loginPathReturningTo } from '../../config/paths.ts';
import { i18n } from '../../i18n/i18n.ts';
import { loadLazyNamespace, useLazyNamespace } from '../../i18n/lazy-catalogues.ts';
import { readAuthenticatedUser, useAuthenticatedUser } from '../../lib/authenticated-user.ts';
import { setOfflineSheetsLoader } from '../../lib/offline-pack.ts';
import { deletePacksWhenSignedOut } from '../../lib/offline-pack-wipe.ts';

// Loaded beside the screen, not with this route: the entry chunk lists every route's own
// chunks for preloading, and the first screen's budget (decision 0008) has no room for more.
const FeedbackEntry = lazy(() =>
  import('../../features/feedback/components/feedback-entry.tsx').then((module) => ({
    default: module.FeedbackEntry,
  })),
);

// The offline pack (decision 0054): kept in sync beside the screen, and asked by the product
// calls when the network does not answer.
const offlinePack = () => import('../../features/offline/offline-pack-session.ts');
const OfflinePackKeeper = lazy(() =>
  import('../../features/offline/components/offline-pack-keeper.tsx').then((module) => ({
    default: module.OfflinePackKeeper,
  })),
);
// The choice to keep the sheets' pdfs too, at the foot: the same chunk as the keeper.
const OfflinePdfChoice = lazy(() =>
  import('../../features/offline/components/offline-pack-keeper.tsx').then((module) => ({
    default: module.OfflinePdfChoice,
  })),
);
setOfflineSheetsLoader(async () => {
  const { openOfflinePack } = await offlinePack();
  return openOfflinePack(readAuthenticatedUser());
});
deletePacksWhenSignedOut();

const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

/**
 * The guard of the screens that need a device session (search, audit, product): a visitor
 * without a stored user (docs/product/web-app.md#session) goes to login, which brings them back
 * here afterwards. The loader decides before any of the screen's code or data loads. It also loads
 * these screens' `products` texts, beside the screen's own chunk rather than after it: the first
 * screen (login) does not show them, and its budget has no room for them (decision 0008).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!readAuthenticatedUser()) throw redirect(loginPathReturningTo(pathOf(new URL(request.url))));
  await loadLazyNamespace('products', i18n.language);
  return null;
}

/**
 * Keeps guarding while the screen is open: a logout in another tab, or a 401 that ended the
 * session (api-client), removes the stored user, and this sends the user to login too. Under
 * every one of these screens, a signed-in device can send feedback (issue 11), below the fold
 * until the screen is taller than the window (app-layout.css, `.session-screen`).
 */
export function Component() {
  const user = useAuthenticatedUser();
  const location = useLocation();
  // There since the loader; this keeps them there when the language changes.
  const hasTexts = useLazyNamespace('products');
  if (!user) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate replace to={loginPathReturningTo(here)} />;
  }
  if (!hasTexts) return <AppLoading />;
  return (
    <>
      <div className="session-screen">
        <Suspense fallback={null}>
          <OfflinePackKeeper />
        </Suspense>
        <Outlet />
      </div>
      <Suspense fallback={null}>
        <FeedbackEntry />
      </Suspense>
      {/* Below the fold with the feedback entry (the screen fills the window): a screen whose
          content arrives later moves it outside the view, not as a layout shift. */}
      <Suspense fallback={null}>
        <OfflinePdfChoice />
      </Suspense>
    </>
  );
}
