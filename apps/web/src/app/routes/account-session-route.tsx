import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, redirect, useLocation, type LoaderFunctionArgs } from 'react-router';
import { adminSignInPathReturningTo } from '../../features/account/admin-paths.ts';
import { forgetAccountData } from '../../features/account/api/get-account-self.ts';
import { paths } from '../../config/paths.ts';
import {
  readAccountSession,
  useAccountSession,
  wasSignedOutOnPurpose,
} from '../../lib/account-session.ts';

const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

/**
 * The guard of the admin screens (docs/product/roles-and-access.md#roles,
 * docs/product/web-app.md#screens): they need a signed-in account, not a device. Without one the
 * administrator sign-in comes first, and brings them back here.
 */
export function loader({ request }: LoaderFunctionArgs) {
  if (!readAccountSession()) {
    throw redirect(adminSignInPathReturningTo(pathOf(new URL(request.url))));
  }
  return null;
}

/**
 * Keeps guarding while open: a token the server refused (401) ends the session here too, and
 * the sign-in brings the administrator back; after Sign out there is nothing to come back to.
 */
export function Component() {
  const session = useAccountSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const hasSession = session !== null;
  // Once the admin screens are gone (this renders no outlet without a session).
  useEffect(() => {
    if (!hasSession) forgetAccountData(queryClient);
  }, [hasSession, queryClient]);
  if (!session) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    const signIn = wasSignedOutOnPurpose() ? paths.adminSignIn : adminSignInPathReturningTo(here);
    return <Navigate replace to={signIn} />;
  }
  return <Outlet />;
}
