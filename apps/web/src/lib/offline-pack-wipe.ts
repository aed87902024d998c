import { readAuthenticatedUser, subscribeToAuthenticatedUser } from './authenticated-user.ts';

/** The name prefix of every offline pack database: one per signed-in device and company. */
export const PACK_DATABASE_PREFIX = 'sds-offline-pack:';

/**
 * Deletes every pack database but `keep` (logout, a session the server ended, another device's
 * or company's pack on this browser profile). Plain IndexedDB calls, no library.
 */
export async function deleteOfflinePacks(keep: string | null = null): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  try {
    const databases = await indexedDB.databases();
    for (const { name } of databases) {
      if (name?.startsWith(PACK_DATABASE_PREFIX) && name !== keep) indexedDB.deleteDatabase(name);
    }
  } catch (error) {
    console.warn('The offline packs could not be listed', error);
  }
}

let isWatching = false;

/**
 * Deletes every pack now when nobody is signed in, and from then on whenever the stored user is
 * forgotten — logout, Force logout, the 401 that ends a session (revoked device, reset code), a
 * logout in another tab (decision 0054). Called by the session route, which every pack comes from,
 * so this code stays out of the first screen's budget.
 */
export function deletePacksWhenSignedOut(): void {
  const check = () => {
    if (!readAuthenticatedUser()) void deleteOfflinePacks();
  };
  check();
  if (isWatching) return;
  isWatching = true;
  subscribeToAuthenticatedUser(check);
}
