/** Every screen's address (docs/product/web-app.md#screens), so links never spell a path twice. */
export const paths = {
  start: '/',
  login: '/login',
  register: '/register',
  search: '/search',
  audit: '/audit',
  product: '/product',
  productById: (id: string) => `/product/${encodeURIComponent(id)}`,
  productNew: '/product/new',
  productEdit: (id: string) => `/product/${encodeURIComponent(id)}/edit`,
  importSds: '/import',
  requestProduct: '/request-product',
  notifications: '/notifications',
  redirect: '/redirect',
  admin: '/admin',
  adminSignIn: '/admin/sign-in',
  adminForgotPassword: '/admin/forgot-password',
} as const;

/** The login screen's query parameter naming where to go after a successful login. */
export const RETURN_TO_PARAMETER = 'returnTo';

/** The login screen, asked to come back to `returnTo` (a path with its query) afterwards. */
export function loginPathReturningTo(returnTo: string): string {
  return `${paths.login}?${new URLSearchParams({ [RETURN_TO_PARAMETER]: returnTo }).toString()}`;
}

/**
 * Where to go after login: the page the guard sent the visitor from when it is a page of this
 * app, else search. Anything that resolves to another origin (`//evil.example`,
 * `/\evil.example`, `https://…`) is ignored, so the parameter cannot send anyone away.
 */
export function pathAfterLogin(returnTo: string | null, origin = window.location.origin): string {
  if (!returnTo?.startsWith('/')) return paths.search;
  let target: URL;
  try {
    target = new URL(returnTo, origin);
  } catch {
    return paths.search;
  }
  if (target.origin !== origin || target.pathname === paths.login) return paths.search;
  return `${target.pathname}${target.search}${target.hash}`;
}
