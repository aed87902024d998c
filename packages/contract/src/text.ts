/**
 * Characters no text the portal keeps may hold: the C0 controls but tab, line feed and carriage
 * return, and DEL. NUL is refused by PostgreSQL's text and jsonb, so before issue 20 it made a
 * 500 of any field it reached; the others are invisible in every screen and printout.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Where a value holds text with a control character: the path of the first such string (or
 * object key) as its parts, or null when every text in it is clean.
 */
export function findControlCharacter(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL_CHARACTER.test(key)) return [...path, key.replace(CONTROL_CHARACTER, '?')];
      const found = findControlCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
