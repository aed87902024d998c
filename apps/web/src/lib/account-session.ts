import { useSyncExternalStore } from 'react';

/**
 * A signed-in account (an administrator, docs/product/roles-and-access.md#roles): the bearer token
 * of `POST /api/account/token` and when it stops working. Kept in session storage, not local
 * storage: the token stands for the password for an hour, so it ends with the tab and never
 * reaches other tabs (decision 0021). The fixed local storage keys stay the device login's.
 */
export type AccountSession = { accessToken: string; expiresAt: number };

/**
 * The session storage key; deliberately not one of the local storage keys of
 * docs/product/wire-conventions.md#browser-storage.
 */
export const ACCOUNT_SESSION_KEY = 'accountSession';

const changeEvent = 'sds:account-session-changed';

// Whether the session ended by Sign out (not by the server): nothing to come back to then.
let isSignedOutOnPurpose = false;

// useSyncExternalStore needs the same object for the same stored text.
let cachedText: string | null = null;
let cachedSession: AccountSession | null = null;

function isAccountSession(value: unknown): value is AccountSession {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Record<string, unknown>;
  return typeof session.accessToken === 'string' && typeof session.expiresAt === 'number';
}

function parseSession(text: string | null): AccountSession | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isAccountSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function readStoredText(): string | null {
  try {
    return sessionStorage.getItem(ACCOUNT_SESSION_KEY);
  } catch {
    // Storage can be disabled: nobody is signed in then.
    return null;
  }
}

/** The signed-in account's session, or null when there is none or its token has expired. */
export function readAccountSession(now: number = Date.now()): AccountSession | null {
  const text = readStoredText();
  if (text !== cachedText) {
    cachedText = text;
    cachedSession = parseSession(text);
  }
  return cachedSession && cachedSession.expiresAt > now ? cachedSession : null;
}

/** Keeps the token of a successful sign-in, valid for `expiresIn` seconds from now. */
export function saveAccountSession(accessToken: string, expiresIn: number): AccountSession {
  const session = { accessToken, expiresAt: Date.now() + expiresIn * 1000 };
  isSignedOutOnPurpose = false;
  sessionStorage.setItem(ACCOUNT_SESSION_KEY, JSON.stringify(session));
  window.dispatchEvent(new Event(changeEvent));
  return session;
}

/** Forgets the account's session (sign out, or a token the server no longer takes). */
export function clearAccountSession(): void {
  try {
    sessionStorage.removeItem(ACCOUNT_SESSION_KEY);
  } catch {
    // Nothing could be stored either.
  }
  window.dispatchEvent(new Event(changeEvent));
}

/** Signs the account out in this tab: the guard then shows the sign-in without a way back. */
export function signOutAccount(): void {
  isSignedOutOnPurpose = true;
  clearAccountSession();
}

/** True when the last session ended by Sign out rather than by the server. */
export function wasSignedOutOnPurpose(): boolean {
  return isSignedOutOnPurpose;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(changeEvent, onChange);
  return () => window.removeEventListener(changeEvent, onChange);
}

/** The account's session, kept up to date while a screen shows it. */
export function useAccountSession(): AccountSession | null {
  return useSyncExternalStore(
    subscribe,
    () => readAccountSession(),
    () => null,
  );
}
