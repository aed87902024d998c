import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 lane. argon2id is the
 * library's default algorithm (its enum is an ambient const enum, unusable with isolatedModules);
 * a test asserts the `$argon2id$` prefix.
 */
const ARGON2_OPTIONS = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes a password into an argon2id PHC string (salted). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Checks a password against its stored hash (constant-time inside argon2). */
export function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  return verify(storedHash, password).catch(() => false);
}
