/**
 * The search rules people know, shared by the server (what is stored for search and what is
 * searched for) and the offline pack in the browser, so both find the same
 * (docs/product/search.md). Everything here is pure: the SQL only ever receives sanitised words
 * and codes.
 */
import { gtinForms } from './product-values.ts';
import { foldText, normaliseCode, searchWords } from './search-words.ts';
import { substanceCasNumbers } from './substance-synonyms.ts';

export { foldText, normaliseCode, searchWords } from './search-words.ts';
export { substanceCasNumbers } from './substance-synonyms.ts';

/** At most this many words of a search are matched. */
const MAX_WORDS = 8;

/** An H/EUH/P code as a folded search word (`h319`, `euh066`, `h361fd`). */
const STATEMENT_CODE_WORD = /^(?:euh\d{3}a?|h\d{3}[a-z]{0,2}|p\d{3})$/;

/** A UN number typed with its prefix (`UN 1090`, `un1090`), folded. */
const PREFIXED_UN_NUMBER = /^un\s*\d{4}$/;

/**
 * The words of a search (at most eight) that the full-text search matches against names and
 * suppliers: those with a letter (numbers are concentrations in names: "30–33 %"), less what is
 * unmistakably a code. H/EUH/P codes and a prefixed UN number are found among the exact codes
 * only: as text, `h319:*` matched no name and `un:*` every "universal", while ranking the
 * hundreds of products that carry H319 cost the database more than finding them.
 */
export function textSearchWords(search: string): string[] {
  if (PREFIXED_UN_NUMBER.test(foldText(search).trim())) return [];
  return searchWords(search)
    .slice(0, MAX_WORDS)
    .filter((word) => /\p{L}/u.test(word) && !STATEMENT_CODE_WORD.test(word));
}

/**
 * What a search text may match exactly: the whole text as one code, and each word; a GTIN also
 * in its other lengths (a scanned EAN-13 finds the product whose GTIN was typed with 14 digits);
 * and the CAS numbers of a substance the search names by formula or common name (`HCl`,
 * `Salzsäure`: substance-synonyms.ts), which a product's composition holds among its codes.
 */
export function searchCodes(search: string): string[] {
  const whole = normaliseCode(search);
  const words = search.split(/\s+/).map(normaliseCode).filter(Boolean);
  const codes = [whole, ...words].filter((code) => code.length >= 2);
  const substances = substanceCasNumbers(search).map(normaliseCode);
  return [...new Set([...codes, ...codes.flatMap(gtinForms), ...substances])];
}

/**
 * How many typos a word may carry and still match (docs/product/search.md#typos, Meilisearch's
 * default): none under five letters, one from five, two from nine.
 */
export function allowedTypos(word: string): number {
  if (word.length >= 9) return 2;
  if (word.length >= 5) return 1;
  return 0;
}

/**
 * The leading parts of an article number or master code, cut where the code has a separator
 * (`DC-1001-EN` → `DC1001`), normalised as the codes are (upper case, letters and digits): a
 * worker who types the number without its language or pack suffix finds it, on the server and
 * in the offline pack alike (docs/product/search.md#what-is-searched). Only parts with a digit: a
 * bare letter prefix (`DC`) names a supplier's whole range, not a product.
 */
export function codePrefixes(code: string): string[] {
  const parts = code
    .normalize('NFKC')
    .toUpperCase()
    .split(/[^0-9A-Z]+/)
    .filter(Boolean);
  const prefixes: string[] = [];
  for (let count = 1; count < parts.length; count += 1) {
    const prefix = parts.slice(0, count).join('');
    if (prefix.length >= 2 && /\d/.test(prefix)) prefixes.push(prefix);
  }
  return prefixes;
}
