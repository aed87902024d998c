import type { AuthenticatedUser as ContractAuthenticatedUser, DeviceRole } from '@sds/contract';
import { useSyncExternalStore } from 'react';
import { storageKeys } from '../config/storage-keys.ts';

/**
 * The signed-in device: the whole login response, kept in local storage under
 * `authenticatedUser` (docs/product/wire-conventions.md#device-login). A user counts as
 * authenticated when one is stored (docs/product/web-app.md#session). Fields the contract does not
 * name yet are kept as they came.
 */
export type AuthenticatedUser = ContractAuthenticatedUser & { [field: string]: unknown };

const changeEvent = 'sds:authenticated-user-changed';
const ROLES: readonly DeviceRole[] = ['User', 'KeyUser'];

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * Checks the stored value's shape by hand: the header reads it on every screen, and zod has no
 * room in the first screen's budget (docs/decisions/0008). The login response passed the
 * contract's zod schema before it was stored; this only keeps garbage, an older format or a
 * hand-edited value from counting as a session (the server judges the rest: a wrong code gets
 * a 401, which clears it). authenticated-user.test.ts holds it to accept everything the
 * contract accepts.
 */
export function isStoredUser(value: unknown): value is AuthenticatedUser {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const user = value as Record<string, unknown>;
  return (
    isText(user.authCode) &&
    isText(user.deviceGuid) &&
    isText(user.companyId) &&
    isText(user.companyName) &&
    (ROLES as readonly unknown[]).includes(user.role) &&
    isText(user.deviceId) &&
    isText(user.sessionExpiresAt)
  );
}

// useSyncExternalStore needs the same object for the same stored text, or it renders forever.
let cachedText: string | null = null;
let cachedUser: AuthenticatedUser | null = null;

function readStoredText(): string | null {
  try {
    return localStorage.getItem(storageKeys.authenticatedUser);
  } catch {
    // Storage can be disabled (private mode, policies): nobody is signed in then.
    return null;
  }
}

function parseStoredUser(text: string | null): AuthenticatedUser | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isStoredUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The stored user, or null when signed out or when the stored value is unreadable. */
export function readAuthenticatedUser(): AuthenticatedUser | null {
  const text = readStoredText();
  if (text === cachedText) return cachedUser;
  cachedText = text;
  cachedUser = parseStoredUser(text);
  return cachedUser;
}

/**
 * Stores the whole login response (docs/product/wire-conventions.md#device-login); every hook below
 * re-renders.
 */
export function saveAuthenticatedUser(user: AuthenticatedUser): void {
  localStorage.setItem(storageKeys.authenticatedUser, JSON.stringify(user));
  window.dispatchEvent(new Event(changeEvent));
}

/** Forgets the signed-in user (logout, forced logout, or a session the server ended). */
export function clearAuthenticatedUser(): void {
  try {
    localStorage.removeItem(storageKeys.authenticatedUser);
  } catch {
    // Nothing can be stored either, so nothing is left behind.
  }
  window.dispatchEvent(new Event(changeEvent));
}

/** Calls `onChange` whenever the stored user changes, in this tab or another; answers the stop. */
export function subscribeToAuthenticatedUser(onChange: () => void): () => void {
  // `storage` fires for changes made in other tabs (a logout there signs this tab out too),
  // the custom event for changes made in this one.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.authenticatedUser) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(changeEvent, onChange);
  };
}

/** The stored user, kept up to date across this tab and the others. */
export function useAuthenticatedUser(): AuthenticatedUser | null {
  return useSyncExternalStore(subscribeToAuthenticatedUser, readAuthenticatedUser, () => null);
}

/**
 * Whether a user is stored (docs/product/web-app.md#session: that is what "authenticated" means),
 * kept up to date.
 */
export function useIsAuthenticated(): boolean {
  return useAuthenticatedUser() !== null;
}
