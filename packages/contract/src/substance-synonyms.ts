/**
 * Formulas and common names of substances, read as their CAS numbers: a search for `HCl`,
 * `Salzsäure` or `caustic soda` also looks for the CAS number among a product's codes, which
 * hold its composition (docs/product/search.md#what-is-searched, decision 0074). The server and
 * the offline pack both reach it through `searchCodes` (search-rules.ts), so both find the same.
 */
import { normaliseCode, searchWords } from './search-words.ts';
import { SUBSTANCE_SYNONYMS } from './substance-synonym-table.ts';

/** A name key: its folded words, one space apart (`salzsaure`, `caustic soda`). */
const nameKey = (words: readonly string[]) => words.join(' ');

/** The words of a name or search that a name is matched on: those with a letter. */
const letterWords = (text: string) => searchWords(text).filter((word) => /\p{L}/u.test(word));

function indexBy(keysOf: (row: (typeof SUBSTANCE_SYNONYMS)[number]) => string[]) {
  const index = new Map<string, string[]>();
  for (const row of SUBSTANCE_SYNONYMS) {
    for (const key of new Set(keysOf(row))) index.set(key, [...(index.get(key) ?? []), row.cas]);
  }
  return index;
}

/** Normalised formula (`HCL`, `CAOH2`) → CAS numbers. */
const byFormula = indexBy((row) => row.formulas.map(normaliseCode));
/** Name key → CAS numbers. */
const byName = indexBy((row) =>
  Object.values(row.names).flatMap((names) => names.map((name) => nameKey(letterWords(name)))),
);
const longestName = Math.max(...[...byName.keys()].map((key) => key.split(' ').length));

const isFormula = (word: string) => byFormula.has(normaliseCode(word));

/**
 * The CAS numbers of the substances a search names, as written in the table (`7647-01-0`):
 * - a **formula** or abbreviation typed as one of its words (`HCl`, `hcl 33 %`, `Ca(OH)2`),
 *   case and punctuation aside, as a code is matched;
 * - **common names**, case and accents aside, when they make up the whole search, numbers and
 *   formulas aside (`Salzsäure`, `hydrochloric acid 30–33 %`, `soude caustique`). The longest
 *   name is taken first (`propylene glycol methyl ether` is not `propylene glycol`). A search
 *   with any other word (`oxygen bleach`, `Ethanol vergällt`) names a product, not a substance:
 *   its name matches find it, and it gets no composition hits ahead of them.
 */
export function substanceCasNumbers(search: string): string[] {
  const formulas = search.split(/\s+/).flatMap((word) => byFormula.get(normaliseCode(word)) ?? []);
  return [...new Set([...formulas, ...namedSubstances(letterWords(search))])];
}

/** The CAS numbers of the names that cover every word (formulas aside); none if one is left. */
function namedSubstances(words: readonly string[]): string[] {
  const found: string[] = [];
  let start = 0;
  while (start < words.length) {
    const length = longestNameAt(words, start);
    if (length > 0) {
      found.push(...(byName.get(nameKey(words.slice(start, start + length))) ?? []));
      start += length;
    } else if (isFormula(words[start] ?? '')) {
      start += 1;
    } else {
      return [];
    }
  }
  return found;
}

/** How many words from `start` make the longest known name; 0 when none begins there. */
function longestNameAt(words: readonly string[], start: number): number {
  for (let length = Math.min(longestName, words.length - start); length > 0; length -= 1) {
    if (byName.has(nameKey(words.slice(start, start + length)))) return length;
  }
  return 0;
}
