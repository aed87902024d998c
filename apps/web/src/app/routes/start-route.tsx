import { Navigate, redirect } from 'react-router';
import { paths } from '../../config/paths.ts';
import { readAuthenticatedUser } from '../../lib/authenticated-user.ts';

const startPath = () => (readAuthenticatedUser() ? paths.search : paths.login);

/** The empty path (SPEC §2): search for a signed-in user (a stored user, SPEC §4), else login. */
export function loader() {
  return redirect(startPath());
}

/** Never seen in practice (the loader redirects first), but keeps the route a complete screen. */
export function Component() {
  return <Navigate replace to={startPath()} />;
}
