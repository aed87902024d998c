/**
 * The `AuthCode` header value (SPEC §7, DESIGN §4): lowercase hex SHA-256 of the stored
 * authCode immediately followed by the deviceGuid, both UTF-8, no separator.
 */
export async function hashAuthCode(authCode: string, deviceGuid: string): Promise<string> {
  if (!globalThis.crypto?.subtle) {
    // Web Crypto only exists in secure contexts (https, localhost).
    throw new Error('SDS Portal must be opened over https to sign in');
  }
  const bytes = new TextEncoder().encode(`${authCode}${deviceGuid}`);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
