import { createHash, timingSafeEqual } from 'node:crypto';

/** Hex SHA-256 of a UTF-8 string. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/**
 * Compares two secrets in constant time for equal lengths. Hashing both first makes the
 * lengths equal, so the time never depends on where they differ or how long they are.
 */
export function secretsMatch(given: string, expected: string): boolean {
  return timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );
}
