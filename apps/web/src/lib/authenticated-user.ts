import { useSyncExternalStore } from 'react';
import { storageKeys } from '../config/storage-keys.ts';

/**
 * The whole login response, kept in local storage (SPEC §3). Only `authCode` and `deviceGuid`
 * are relied on here; the login feature owns the full shape.
 */
export type AuthenticatedUser = {
  authCode: string;
  deviceGuid: string;
  [field: string]: unknown;
};

const changeEvent = 'sds:authenticated-user-changed';

function isAuthenticatedUser(value: unknown): value is AuthenticatedUser {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.authCode === 'string' && typeof candidate.deviceGuid === 'string';
}

/** The stored user, or null when signed out or when the stored value is unreadable. */
export function readAuthenticatedUser(): AuthenticatedUser | null {
  try {
    const stored = localStorage.getItem(storageKeys.authenticatedUser);
    if (!stored) return null;
    const parsed: unknown = JSON.parse(stored);
    return isAuthenticatedUser(parsed) ? parsed : null;
  } catch {
    // Storage can be disabled (private mode, policies) or hold garbage: treat as signed out.
    return null;
  }
}

/** Stores the login response; every `useIsAuthenticated` re-renders. */
export function saveAuthenticatedUser(user: AuthenticatedUser): void {
  localStorage.setItem(storageKeys.authenticatedUser, JSON.stringify(user));
  window.dispatchEvent(new Event(changeEvent));
}

/** Forgets the signed-in user (after logout or a forced logout). */
export function clearAuthenticatedUser(): void {
  localStorage.removeItem(storageKeys.authenticatedUser);
  window.dispatchEvent(new Event(changeEvent));
}

function subscribe(onChange: () => void): () => void {
  // `storage` fires for changes made in other tabs, the custom event for this one.
  window.addEventListener('storage', onChange);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(changeEvent, onChange);
  };
}

/** Whether a user is stored (SPEC §4: that is what "authenticated" means), kept up to date. */
export function useIsAuthenticated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readAuthenticatedUser() !== null,
    () => false,
  );
}
