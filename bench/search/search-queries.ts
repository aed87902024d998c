// The fixed mix of searches the benchmark sends as the big company: what people type.
import type { NewProduct } from '../../apps/api/src/modules/products/save-product.ts';
import { random } from './synthetic-products.ts';

export type QueryKind = 'name' | 'typo' | 'articleNumber' | 'unNumber' | 'cas' | 'hCode' | 'empty';

export interface BenchQuery {
  kind: QueryKind;
  search: string;
  /** The language the searcher's interface is in (Accept-Language picks the product locale). */
  language: string;
}

/** Swaps two letters in the middle of the longest word: one typo (a transposition). */
function withTypo(name: string): string {
  const word = [...name.matchAll(/\p{L}{6,}/gu)]
    .map((m) => m[0])
    .sort((a, b) => b.length - a.length)[0];
  if (!word) return name;
  const middle = Math.floor(word.length / 2);
  const typo = word.slice(0, middle) + word[middle + 1] + word[middle] + word.slice(middle + 2);
  return name.replace(word, typo);
}

/**
 * 700 searches, 100 of each kind: two words of a name, a name with one typo, an article
 * number, a UN number, a CAS number, an H code, and the empty search (the whole list).
 */
export function benchQueries(rows: NewProduct[], seed = 7): BenchQuery[] {
  const next = random(seed);
  const approved = rows.filter((row) => row.reviewStatus === 'Approved');
  const sample = () => approved[Math.floor(next() * approved.length)]!;
  const language = (row: NewProduct) => row.locale.slice(0, 2);
  const kinds: Record<QueryKind, () => BenchQuery> = {
    name: () => {
      const row = sample();
      const words = row.content.name.split(' ');
      return { kind: 'name', search: words.slice(0, 2).join(' '), language: language(row) };
    },
    typo: () => {
      const row = sample();
      const words = row.content.name.split(' ');
      return {
        kind: 'typo',
        search: withTypo(words.slice(1, 3).join(' ')),
        language: language(row),
      };
    },
    articleNumber: () => {
      const row = sample();
      return { kind: 'articleNumber', search: row.articleNumber, language: language(row) };
    },
    unNumber: () => {
      const row =
        approved.find((candidate) => candidate.content.unNumber && next() < 0.01) ?? sample();
      return {
        kind: 'unNumber',
        search: `UN ${row.content.unNumber ?? '1090'}`,
        language: language(row),
      };
    },
    cas: () => {
      const row = sample();
      return { kind: 'cas', search: row.content.casNumbers[0] ?? '', language: language(row) };
    },
    hCode: () => {
      const row = sample();
      return {
        kind: 'hCode',
        search: row.content.hStatements[0]?.code ?? 'H319',
        language: language(row),
      };
    },
    empty: () => ({ kind: 'empty', search: '', language: language(sample()) }),
  };
  const queries: BenchQuery[] = [];
  for (let round = 0; round < 100; round += 1) {
    for (const make of Object.values(kinds)) queries.push(make());
  }
  return queries;
}
