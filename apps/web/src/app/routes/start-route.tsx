import { Navigate, redirect } from 'react-router';
import { paths } from '../../config/paths.ts';
import { readAuthenticatedUser } from '../../lib/authenticated-user.ts';

const startPath = () => (readAuthenticatedUser() ? paths.search : paths.login);

/**
 * The empty path (docs/product/web-app.md#screens): search for a signed-in user (a stored user,
 * docs/product/web-app.md#session), else login.
 */
export function loader() {
  return redirect(startPath());
}

/** Never seen in practice (the loader redirects first), but keeps the route a complete screen. */
export function Component() {
  return <Navigate replace to={startPath()} />;
}
