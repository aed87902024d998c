/**
 * How search reads text, the ground of its rules (search-rules.ts) and of the substance names
 * (substance-synonyms.ts): folding, codes as compared, and words.
 */

/** Lower case without accents: `Éthanol` → `ethanol` (the same rule as SQL `unaccent`). */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** A code or number as compared: upper case, letters and digits only (`67-64-1` → `67641`). */
export function normaliseCode(code: string): string {
  return code
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '');
}

/**
 * Words of a text, folded: runs of letters and digits, joined by the `.`, `,`, `-` and `/` the
 * text-search parser also keeps inside a token (`99.5`, `2-propanol`). Nothing else passes, so
 * no tsquery operator or quote can reach the query.
 */
export function searchWords(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+(?:[.,\-/][\p{L}\p{N}]+)*/gu) ?? [];
}
