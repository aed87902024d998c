/**
 * The server's side of search (docs/product/search.md#what-is-searched): text-search
 * configurations, the codes stored for a product, the typo vocabulary's words and distance, and
 * the tsquery. The rules shared with the offline pack (folding, words, codes) are the
 * contract's search-rules.ts. Everything here is pure, so the SQL only ever receives sanitised
 * words and codes.
 */
import {
  CORE_LANGUAGES,
  codePrefixes,
  coreLanguageOf,
  foldText,
  normaliseCode,
} from '@sds/contract';
import { type SQL, sql } from 'drizzle-orm';

/** The text-search configuration of a locale without stemming (every non-core language). */
const UNSTEMMED_CONFIG = 'simple';

/** The PostgreSQL text-search configuration that stems a locale's words ('simple' otherwise). */
export function textSearchConfig(locale: string): string {
  return coreLanguageOf(locale)?.textSearchConfig ?? UNSTEMMED_CONFIG;
}

// The CASE of textSearchConfigSql, written out as literals: constants of the code (letters
// only), and the same statement text for every query.
const CONFIG_CASES = [
  ...CORE_LANGUAGES.map(
    ({ language, textSearchConfig: config }) => `when '${language}' then '${config}'`,
  ),
  `else '${UNSTEMMED_CONFIG}'`,
].join(' ');

/**
 * {@link textSearchConfig} in SQL, for a locale column: a search across locales stems each row
 * its own way.
 */
export function textSearchConfigSql(localeColumn: SQL): SQL {
  return sql`(case left(${localeColumn}, 2) ${sql.raw(CONFIG_CASES)} end)::regconfig`;
}

/**
 * The codes a product can be found by exactly, normalised: its article number and master code
 * and their leading parts, and the codes of its content (UN number with and without `UN`, CAS
 * numbers, every H/EUH/P code, combined ones split too: content-search.ts picks them). Migration
 * 0021 gave the rows saved before the prefixes too.
 */
export function productSearchCodes(product: {
  articleNumber: string;
  masterCode: string;
  contentCodes: string[];
}): string[] {
  const values = [
    product.articleNumber,
    product.masterCode,
    ...codePrefixes(product.articleNumber),
    ...codePrefixes(product.masterCode),
    ...product.contentCodes,
  ];
  return [...new Set(values.map(normaliseCode).filter(Boolean))];
}

/** Words of a product name for the typo vocabulary: folded, three letters or more. */
export function nameVocabulary(name: string): string[] {
  return [...new Set(foldText(name).match(/\p{L}{3,}/gu) ?? [])];
}

/**
 * Optimal-string-alignment distance: insertions, deletions, substitutions and transpositions
 * of neighbours each cost one ("acteon" is one typo from "aceton"). With `atMost`, gives up as
 * soon as the distance must exceed it and answers `atMost + 1`: the vocabulary check asks
 * thousands of words whether they are within one or two typos.
 */
export function typoDistance(a: string, b: string, atMost = Infinity): number {
  if (Math.abs(a.length - b.length) > atMost) return atMost + 1;
  const width = b.length + 1;
  // One flat row-major matrix: cell (row, column) at row * width + column.
  const distance = new Uint16Array((a.length + 1) * width);
  const at = (row: number, column: number) => distance[row * width + column] ?? 0;
  for (let row = 0; row <= a.length; row += 1) distance[row * width] = row;
  for (let column = 0; column <= b.length; column += 1) distance[column] = column;
  let previousRowBest = 0;
  for (let row = 1; row <= a.length; row += 1) {
    let rowBest = row;
    for (let column = 1; column <= b.length; column += 1) {
      const cost = a[row - 1] === b[column - 1] ? 0 : 1;
      let best = Math.min(
        at(row - 1, column) + 1,
        at(row, column - 1) + 1,
        at(row - 1, column - 1) + cost,
      );
      if (row > 1 && column > 1 && a[row - 1] === b[column - 2] && a[row - 2] === b[column - 1]) {
        best = Math.min(best, at(row - 2, column - 2) + 1);
      }
      distance[row * width + column] = best;
      rowBest = Math.min(rowBest, best);
    }
    // A cell is at least the best of the row above or, by a transposition, one more than the
    // best two rows up: once both bounds pass the limit, every later row does too.
    if (rowBest > atMost && previousRowBest >= atMost) return atMost + 1;
    previousRowBest = rowBest;
  }
  return Math.min(at(a.length, b.length), atMost + 1);
}

/**
 * A prefix tsquery (`word:*`, AND-ed) where each word may be replaced by its typo corrections
 * (`(acteon:* | aceton)`). Words are letters and digits only, so no tsquery syntax gets in.
 */
export function buildTsQuery(words: string[], corrections: Map<string, string[]>): string {
  return words
    .map((word) => {
      const alternatives = [`${word}:*`, ...(corrections.get(word) ?? [])];
      return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
}
