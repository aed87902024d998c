import { allowedTypos } from '@sds/contract';
import { sql } from 'drizzle-orm';
import { distance as levenshtein } from 'fastest-levenshtein';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../platform/db/database.ts';
import { typoDistance } from './search-text.ts';

/**
 * How long a server trusts its copy of a company's name words. Writes through this process
 * forget the copy at once ({@link forgetTypoVocabulary}); another server behind the same
 * PostgreSQL sees a new name's words for typo corrections within this time (exact and prefix
 * matches never depend on it). Decision 0015.
 */
const VOCABULARY_TTL_MS = 30_000;

/** A company's name words in one locale (or all), grouped by length for the typo check. */
type WordsByLength = Map<number, string[]>;

interface VocabularyKey {
  db: Db;
  companyId: string;
  /** null: the words of every locale (searches with `allLocales`). */
  locale: string | null;
}

// One cache for the process, keyed by database too: tests run many databases side by side.
const databaseIds = new WeakMap<Db, number>();
let databaseCount = 0;
function databaseId(db: Db): number {
  let id = databaseIds.get(db);
  if (id === undefined) {
    databaseCount += 1;
    id = databaseCount;
    databaseIds.set(db, id);
  }
  return id;
}

async function loadWords({ db, companyId, locale }: VocabularyKey): Promise<WordsByLength> {
  const result = await db.execute<{ word: string }>(sql`
    select distinct word from product_name_words
    where company_id = ${companyId} ${locale ? sql`and locale = ${locale}` : sql``}`);
  const byLength: WordsByLength = new Map();
  for (const { word } of result.rows) {
    const sameLength = byLength.get(word.length);
    if (sameLength) sameLength.push(word);
    else byLength.set(word.length, [word]);
  }
  return byLength;
}

const vocabularies = new LRUCache<string, WordsByLength, VocabularyKey>({
  // 50 companies × 4 locales and their all-locale sets fit many times over (about 1 MB for
  // 20,000 products' words).
  max: 5_000,
  ttl: VOCABULARY_TTL_MS,
  fetchMethod: (_key, _stale, { context }) => loadWords(context),
});

function cacheKey({ db, companyId, locale }: VocabularyKey): string {
  return `${databaseId(db)}\n${companyId}\n${locale ?? '*'}`;
}

/** Forgets the cached name words of a company, after its products' names changed. */
export function forgetTypoVocabulary(companyId: string): void {
  for (const key of vocabularies.keys()) {
    if (key.split('\n')[1] === companyId) vocabularies.delete(key);
  }
}

/**
 * Name words within the allowed typo distance of each search word (docs/product/search.md#typos:
 * one typo from five letters, two from nine; optimal string alignment, so a swap of neighbours is
 * one typo), among the words of the companies' product names in the locale. Checked in memory on a
 * cached copy of the vocabulary: the same check in SQL scanned every word of a 20,000-product
 * company on each search (4 ms of the database's time, decision 0015).
 */
export async function typoCorrections(
  db: Db,
  scope: { companyIds: string[]; locale: string | null },
  words: string[],
): Promise<Map<string, string[]>> {
  const corrections = new Map<string, string[]>();
  const candidates = words.filter((word) => allowedTypos(word) > 0 && /^\p{L}+$/u.test(word));
  if (candidates.length === 0) return corrections;
  const vocabularyParts = await Promise.all(
    scope.companyIds.map((companyId) => {
      const key = { db, companyId, locale: scope.locale };
      return vocabularies.fetch(cacheKey(key), { context: key });
    }),
  );
  for (const word of candidates) {
    const typos = allowedTypos(word);
    const found = new Set<string>();
    for (const vocabulary of vocabularyParts) {
      for (let length = word.length - typos; length <= word.length + typos; length += 1) {
        for (const known of vocabulary?.get(length) ?? []) {
          // Levenshtein (bit-parallel, fast) counts a swap of neighbours as two edits: words
          // within twice the typos are the only candidates for the exact rule.
          if (known === word || levenshtein(known, word) > typos * 2) continue;
          if (typoDistance(known, word, typos) <= typos) found.add(known);
        }
      }
    }
    if (found.size > 0) corrections.set(word, [...found].sort());
  }
  return corrections;
}
