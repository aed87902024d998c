/**
 * Links that reach the web app from outside (QR codes on container labels, e-mails) open
 * `/redirect` (docs/product/web-app.md#screens), which signs the visitor in when needed and then
 * shows the target. One format, written by the server (labels) and read by the web app.
 */
export const REDIRECT_PATH = '/redirect';

/** What a redirect link points at: a product by id, by article number and locale, or by master code. */
export type RedirectTarget =
  | { kind: 'product'; id: string }
  | { kind: 'product'; articleNumber: string; locale: string }
  | { kind: 'product'; masterCode: string };

/** The `/redirect?…` path (with query) for a target. */
export function redirectPathFor(target: RedirectTarget): string {
  const { kind: _kind, ...address } = target;
  return `${REDIRECT_PATH}?${new URLSearchParams(address).toString()}`;
}

/** Reads a `/redirect` query back into its target; null when it names nothing usable. */
export function parseRedirectTarget(query: URLSearchParams): RedirectTarget | null {
  const value = (name: string) => query.get(name)?.trim() || null;
  const id = value('id');
  if (id) return { kind: 'product', id };
  const articleNumber = value('articleNumber');
  const locale = value('locale');
  if (articleNumber && locale) return { kind: 'product', articleNumber, locale };
  const masterCode = value('masterCode');
  return masterCode ? { kind: 'product', masterCode } : null;
}

/** What an e-mailed account link is for: finishing a registration, or setting a new password. */
export type AccountLinkPurpose = 'registration' | 'password-reset';

/** The `/redirect?…` path of an e-mailed account link; the web app posts its token to `account/reset`. */
export function accountLinkPathFor(purpose: AccountLinkPurpose, token: string): string {
  return `${REDIRECT_PATH}?${new URLSearchParams({ purpose, token }).toString()}`;
}

const ACCOUNT_LINK_PURPOSES: readonly AccountLinkPurpose[] = ['registration', 'password-reset'];

/** What an e-mailed account link carries: its purpose and its single-use token. */
export type AccountLink = { purpose: AccountLinkPurpose; token: string };

/** Reads an e-mailed account link back from a `/redirect` query; null when it is none. */
export function parseAccountLink(query: URLSearchParams): AccountLink | null {
  const purpose = query.get('purpose');
  const token = query.get('token')?.trim();
  const isPurpose = (ACCOUNT_LINK_PURPOSES as readonly (string | null)[]).includes(purpose);
  return isPurpose && token ? { purpose: purpose as AccountLinkPurpose, token } : null;
}

/**
 * The sign-in address a company poster's QR code opens (issue 24, decision 0055): the login
 * screen with the company's user code in the URL fragment, which browsers never send to a
 * server (no access log, no Referer). The login screen takes it from there and signs in.
 */
export const POSTER_SIGN_IN_PATH = '/login';
const POSTER_CODE_PARAMETER = 'code';

/** `/login#code=…` for a user code. */
export function posterSignInPathFor(userCode: string): string {
  return `${POSTER_SIGN_IN_PATH}#${new URLSearchParams({ [POSTER_CODE_PARAMETER]: userCode }).toString()}`;
}

/** The user code of a poster's sign-in fragment (`#code=…`, with or without `#`); null when none. */
export function parsePosterSignIn(fragment: string): string | null {
  const query = new URLSearchParams(fragment.startsWith('#') ? fragment.slice(1) : fragment);
  return query.get(POSTER_CODE_PARAMETER)?.trim() || null;
}

/**
 * A supplier's upload link (decision 0070): `/redirect#supplier-upload=<token>`. E-mailed links
 * land on /redirect, and a fragment reaches no server, so the token is in no access log and no
 * `Referer`.
 */
export const SUPPLIER_UPLOAD_FRAGMENT = 'supplier-upload';
