import { createCipheriv, createDecipheriv, randomBytes, type KeyObject } from 'node:crypto';

/** Encrypts a text for storage with AES-256-GCM: `iv.tag.ciphertext`, each base64url. */
export function sealText(key: KeyObject, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
}

/** Decrypts a sealed text; throws when it was tampered with or another key sealed it. */
export function openSealedText(key: KeyObject, sealed: string, what = 'text'): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) throw new Error(`Malformed sealed ${what}`);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}
