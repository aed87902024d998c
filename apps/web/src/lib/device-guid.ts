import { v7 as uuidV7 } from 'uuid';
import { storageKeys } from '../config/storage-keys.ts';

/**
 * Any RFC 9562 UUID (versions 1–8), as the server accepts it
 * (docs/product/security.md#device-sessions).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * A time-based UUID, version 7 (RFC 9562 §5.7), from the `uuid` package: 48 bits of Unix
 * milliseconds, then random bits from `crypto.getRandomValues` (which works on plain http too,
 * unlike `crypto.randomUUID`, which is also random rather than time-based).
 */
export function createTimeBasedUuid(now: number = Date.now()): string {
  return uuidV7({ msecs: now });
}

/**
 * This browser's device id (docs/product/wire-conventions.md#device-login): made once, kept under
 * local storage `deviceGuid` and reused for every login, also after a logout, so the same device
 * keeps its licence. A stored value that is no UUID (hand-edited, corrupted) is replaced: the
 * server would refuse it.
 */
export function getOrCreateDeviceGuid(): string {
  try {
    const stored = localStorage.getItem(storageKeys.deviceGuid);
    if (stored && UUID.test(stored)) return stored;
  } catch {
    // Storage disabled: a new id per login is the best this browser allows.
  }
  const deviceGuid = createTimeBasedUuid();
  try {
    localStorage.setItem(storageKeys.deviceGuid, deviceGuid);
  } catch {
    // As above.
  }
  return deviceGuid;
}
