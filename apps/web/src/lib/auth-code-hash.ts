const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

async function sha256(bytes: Uint8Array<ArrayBuffer>, subtle: SubtleCrypto | null) {
  if (subtle) return new Uint8Array(await subtle.digest('SHA-256', bytes));
  // Web Crypto only exists in secure contexts (https, localhost); a trial on a plain-http LAN
  // address has none. @noble/hashes is audited and small, and only loads in that case.
  const { sha256: nobleSha256 } = await import('@noble/hashes/sha2.js');
  return nobleSha256(bytes);
}

/**
 * The `AuthCode` header value (docs/product/wire-conventions.md#request-headers,
 * docs/product/security.md#device-sessions): lowercase hex SHA-256 of the stored authCode
 * immediately followed by the deviceGuid, both UTF-8, no separator. `subtle` is Web Crypto when the
 * page has it (secure contexts); null uses the JavaScript fallback.
 */
export async function hashAuthCode(
  authCode: string,
  deviceGuid: string,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<string> {
  return toHex(await sha256(new TextEncoder().encode(`${authCode}${deviceGuid}`), subtle));
}
