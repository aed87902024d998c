import {
  allowedTypos,
  searchCodes,
  searchWords,
  textSearchWords,
  type ProductSearchResponse,
  type ProductSummary,
} from '@sds/contract';
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { PackEntry } from './pack-database.ts';

type IndexedText = { id: string; name: string; supplier: string };

/** A word and, when it joins parts (`2-propanol`), the parts too: the server's parser keeps both. */
function indexTokens(text: string): string[] {
  return searchWords(text).flatMap((word) => {
    const parts = word.split(/[.,\-/]/).filter(Boolean);
    return parts.length > 1 ? [word, ...parts] : [word];
  });
}

/** The word with each pair of neighbours swapped: `acteon` → `cateon`, `aceton`, … */
function neighbourSwaps(word: string): string[] {
  const swaps = new Set<string>();
  for (let index = 0; index + 1 < word.length; index += 1) {
    if (word[index] === word[index + 1]) continue;
    swaps.add(`${word.slice(0, index)}${word[index + 1]}${word[index]}${word.slice(index + 2)}`);
  }
  return [...swaps];
}

/**
 * One word of the search, as the server matches it (docs/product/search.md#typos): as a prefix,
 * or within its allowed typos — where a swap of neighbours counts as one typo, as in the server's
 * distance, while MiniSearch's Levenshtein distance counts it as two: the swapped spellings are
 * asked for with one typo less.
 */
function wordQuery(word: string): Query {
  const typos = allowedTypos(word);
  const exactOrFuzzy: Query = { queries: [word], prefix: true, fuzzy: typos };
  if (typos === 0) return exactOrFuzzy;
  const swapped: Query = {
    queries: neighbourSwaps(word),
    combineWith: 'OR',
    prefix: false,
    fuzzy: typos - 1,
  };
  return { combineWith: 'OR', queries: [exactOrFuzzy, swapped] };
}

/** Name before supplier, as the server weighs them (A and B). */
const NAME_BOOST = 2;

/**
 * The offline search over the pack's sheets of one product locale, with the server's rules
 * (docs/product/search.md): words of name and supplier, each a prefix, all required, typo
 * tolerant (MiniSearch's index and fuzzy matching); codes exactly (article number, master code,
 * UN, CAS, H/EUH/P); code hits first, then by rank, then by name.
 */
export class PackSearch {
  private readonly index = new MiniSearch<IndexedText>({
    fields: ['name', 'supplier'],
    tokenize: indexTokens,
    // Tokens are folded already; the search's words are too.
    processTerm: (term) => term,
    searchOptions: { tokenize: (text) => [text], processTerm: (term) => term },
  });
  private readonly summaries = new Map<string, ProductSummary>();
  private readonly byCode = new Map<string, string[]>();
  private readonly byName: ProductSummary[];
  /** Each sheet's place in the name order: ranking thousands of hits compares numbers only. */
  private readonly nameRank = new Map<string, number>();

  constructor(entries: readonly PackEntry[]) {
    this.index.addAll(
      entries.map(({ id, summary }) => ({ id, name: summary.name, supplier: summary.supplier })),
    );
    for (const entry of entries) {
      this.summaries.set(entry.id, entry.summary);
      for (const code of entry.codes) {
        const ids = this.byCode.get(code);
        if (ids) ids.push(entry.id);
        else this.byCode.set(code, [entry.id]);
      }
    }
    this.byName = [...this.summaries.values()].sort(compareByName);
    this.byName.forEach((summary, rank) => this.nameRank.set(summary.id, rank));
  }

  get size(): number {
    return this.summaries.size;
  }

  /** One page of hits, as `GET /api/products` answers it; every sheet by name without a search. */
  search(search: string, page: number, pageSize: number): ProductSearchResponse {
    const hits = search.trim() === '' ? this.byName : this.match(search);
    const start = (page - 1) * pageSize;
    return { items: hits.slice(start, start + pageSize), total: hits.length };
  }

  private match(search: string): ProductSummary[] {
    const words = textSearchWords(search);
    const codeHits = new Set(searchCodes(search).flatMap((code) => this.byCode.get(code) ?? []));
    const ranked: SearchResult[] =
      words.length > 0
        ? this.index.search(
            { combineWith: 'AND', queries: words.map(wordQuery) },
            { boost: { name: NAME_BOOST } },
          )
        : [];
    const scores = new Map<string, number>(ranked.map((hit) => [hit.id as string, hit.score]));
    const hits = [...new Set([...codeHits, ...scores.keys()])].map((id) => ({
      id,
      isCode: codeHits.has(id) ? 1 : 0,
      score: scores.get(id) ?? 0,
      rank: this.nameRank.get(id) ?? 0,
    }));
    hits.sort((a, b) => b.isCode - a.isCode || b.score - a.score || a.rank - b.rank);
    return hits.flatMap(({ id }) => this.summaries.get(id) ?? []);
  }
}

function compareByName(a: ProductSummary, b: ProductSummary): number {
  const nameA = a.name.toLowerCase();
  const nameB = b.name.toLowerCase();
  if (nameA !== nameB) return nameA < nameB ? -1 : 1;
  return a.locale < b.locale ? -1 : a.locale > b.locale ? 1 : 0;
}
