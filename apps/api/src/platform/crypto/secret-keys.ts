import { createSecretKey, hkdfSync, randomBytes, type KeyObject } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Keys derived from the one master secret, each for one purpose. KeyObjects, not Buffers: an
 * HMAC with a Buffer key costs Node 24 about 26 µs against 3.5 µs with a KeyObject, and a
 * product sheet signs several document links (decision 0015).
 */
export interface SecretKeys {
  /** HMAC key that turns a company code into its lookup hash. */
  codeLookup: KeyObject;
  /** AES-256-GCM key that encrypts company codes at rest. */
  codeEncryption: KeyObject;
  /** HMAC key for XSRF tokens. */
  signing: KeyObject;
  /** HMAC key for short-lived signed document links (docs/product/documents.md#signed-links). */
  documentLinks: KeyObject;
  /** HMAC key for the offline pack's sync cursors (decision 0052). */
  syncCursors: KeyObject;
  /** AES-256-GCM key that seals e-mails waiting in the job queue (their links are secrets). */
  mailQueue: KeyObject;
}

const KEY_FILE_NAME = 'secret.key';

function derive(master: Buffer, purpose: string): KeyObject {
  return createSecretKey(
    Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `sds-portal:${purpose}`, 32)),
  );
}

/** Derives the purpose keys from a 32-byte master secret (HKDF-SHA256). */
export function deriveSecretKeys(master: Buffer): SecretKeys {
  return {
    codeLookup: derive(master, 'code-lookup'),
    codeEncryption: derive(master, 'code-encryption'),
    signing: derive(master, 'signing'),
    documentLinks: derive(master, 'document-links'),
    syncCursors: derive(master, 'sync-cursors'),
    mailQueue: derive(master, 'mail-queue'),
  };
}

/**
 * The master secret: `SECRETS_KEY` when configured, otherwise `<dataDir>/secret.key`, created
 * with 32 random bytes (mode 0600) on first start so the embedded default needs no setup.
 */
export async function loadMasterSecret(
  configured: Buffer | null,
  dataDir: string,
): Promise<Buffer> {
  if (configured) return configured;
  const keyFile = join(dataDir, KEY_FILE_NAME);
  try {
    const stored = Buffer.from((await readFile(keyFile, 'utf8')).trim(), 'base64');
    if (stored.length !== 32) throw new Error(`${keyFile} does not hold a 32-byte base64 key`);
    return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const created = randomBytes(32);
  // 'wx' fails if another process created the file meanwhile; then read theirs.
  try {
    await writeFile(keyFile, `${created.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return created;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return loadMasterSecret(null, dataDir);
  }
}
