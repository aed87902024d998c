import { RETURN_TO_PARAMETER, pathAfterLogin, paths } from '../../config/paths.ts';

/** The administrator sign-in, asked to come back to `returnTo` (an admin page) afterwards. */
export function adminSignInPathReturningTo(returnTo: string): string {
  const query = new URLSearchParams({ [RETURN_TO_PARAMETER]: returnTo });
  return `${paths.adminSignIn}?${query.toString()}`;
}

const isAdminPage = (path: string) =>
  (path === paths.admin || path.startsWith(`${paths.admin}/`)) &&
  !path.startsWith(paths.adminSignIn) &&
  !path.startsWith(paths.adminForgotPassword);

/**
 * Where to go after an administrator signed in: the admin page the guard sent them from, else
 * the admin start. Only this app's admin pages: the login's own rules (same origin) apply first.
 */
export function pathAfterAdminSignIn(returnTo: string | null): string {
  if (!returnTo) return paths.admin;
  const path = pathAfterLogin(returnTo);
  return isAdminPage(path) ? path : paths.admin;
}
