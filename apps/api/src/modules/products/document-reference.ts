import { randomBytes } from 'node:crypto';

/** An opaque reference: 128 random bits, nothing derived from the file or its path. */
export function newDocumentReference(): string {
  return randomBytes(16).toString('base64url');
}
