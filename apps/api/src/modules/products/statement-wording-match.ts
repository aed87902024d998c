/**
 * Matching a statement as a sheet prints it against the official wordings, tolerant of what
 * careful readers overlook and strict on every word that carries meaning: "Causes serious eye
 * irritation" and "Causes eye irritation" are different statements (H319, H320), "Highly
 * flammable liquid and vapor" is H225 whether spelled the American or the British way.
 *
 * A wording is compiled into a pattern over words:
 * - case, punctuation and hyphens are ignored; a sentence may end between any two words
 *   (a statement that wraps onto the next line, `- No smoking`);
 * - British and American spellings are one (`vapour`/`vapor`, `oxidiser`/`oxidizer`);
 * - alternatives (`dust/fume/gas/mist/vapours/spray`) may be printed in part, in any order,
 *   joined by `/`, `,`, `and`, `or` or `and/or`, as the regulation lets a supplier choose;
 * - a blank (`…`, `<state route of exposure …>`) takes the supplier's words (up to twelve,
 *   within one sentence), an optional part (`[or shower]`) may be left out.
 * Where wordings of several codes match, the one with the most fixed words wins (`Causes damage
 * to organs through prolonged or repeated exposure` is H372, not H370 with its blank filled);
 * a tie between codes is no match.
 */

/** British spellings of the CLP texts and the American ones of GHS and OSHA, folded to one. */
const ONE_SPELLING = new Map([
  ['vapours', 'vapors'],
  ['vapour', 'vapor'],
  ['oxidiser', 'oxidizer'],
  ['oxidisers', 'oxidizers'],
  ['oxidising', 'oxidizing'],
  ['centre', 'center'],
  ['sensitising', 'sensitizing'],
  ['sensitisation', 'sensitization'],
  ['desensitising', 'desensitizing'],
  ['desensitised', 'desensitized'],
  ['pressurised', 'pressurized'],
]);

/** Up to how many words one of several choices has (`protective clothing`). */
const MAX_CHOICE_WORDS = 3;
/** Up to how many words a blank takes. */
const MAX_BLANK_WORDS = 12;
/** A wording needs this many fixed words to be matched: `Explosive` alone says too little. */
const MIN_FIXED_WORDS = 2;

/** A compiled wording: its code, the pattern, and how many fixed words it demands. */
export interface StatementWording {
  code: string;
  pattern: RegExp;
  fixedWords: number;
  /** The word it must start with, or null when it may start with a blank or a choice. */
  firstWord: string | null;
  /** Words any text it matches holds: a quick test before the pattern's. */
  requiredWords: readonly string[];
}

/** The words of a text as the matching sees them, `.` for a sentence end, `/` and `…` kept. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\.{2,}|…/g, ' … ')
    .replace(/\//g, ' / ')
    .replace(/[.;:!?]+/g, ' . ')
    .replace(/[^\p{L}\p{N}…/.]+/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => ONE_SPELLING.get(word) ?? word);
}

/** The form a printed text is matched in: each word after a space. */
export function matchingFormOf(text: string): string {
  return wordsOf(text)
    .map((word) => ` ${word}`)
    .join('');
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const SENTENCE_END = String.raw`(?: \.)?`;
const blank = (min: number) => String.raw`(?: (?!\.(?: |$))[^ ]+){${min},${MAX_BLANK_WORDS}}`;
const ALTERNATIVE_JOIN = String.raw`(?: \/| and \/ or| and| or| \/ or)?`;

/** One part of a wording: fixed words, blanks and choices in a row. */
interface Compiled {
  source: string;
  fixedWords: number;
  firstWord: string | null;
  requiredWords: string[];
}

/**
 * Compiles words (with `/` choices and `…` blanks) into a pattern. In a run of choices, the
 * middle ones are whole; the first takes as many words as the shortest middle one (one when
 * there is none: `heat/sparks`), the last as many as the longest (`eye protection/face
 * protection`), so that the words around the run stay fixed.
 */
function compileWords(words: readonly string[]): Compiled {
  const slash = words.indexOf('/');
  if (slash === -1) return joined(words.map(compileWord));
  // The choices after the first `/`: a middle one is short and ends at the next `/`; the last
  // runs to the sentence's end or to a longer stretch (`Keep/Store away from clothing/…`).
  const middle: string[][] = [];
  let start = slash + 1;
  let end = start;
  for (;;) {
    while (end < words.length && words[end] !== '/' && words[end] !== '.') end += 1;
    if (words[end] !== '/' || end - start > MAX_CHOICE_WORDS) break;
    middle.push(words.slice(start, end));
    start = end + 1;
    end = start;
  }
  const lengths = middle.filter((choice) => choice.length > 0).map((choice) => choice.length);
  const before = words.slice(0, slash);
  const firstStart = Math.max(0, before.length - (lengths.length > 0 ? Math.min(...lengths) : 1));
  const lastLength = Math.min(end - start, lengths.length > 0 ? Math.max(...lengths) : 1);
  const alternatives = [
    before.slice(firstStart),
    ...middle,
    words.slice(start, start + lastLength),
  ];
  return joined([
    ...before.slice(0, firstStart).map(compileWord),
    choiceOf(alternatives.filter((choice) => choice.length > 0)),
    compileWords(words.slice(start + lastLength)),
  ]);
}

function joined(parts: readonly Compiled[]): Compiled {
  return {
    source: parts.map((part) => part.source).join(''),
    fixedWords: parts.reduce((sum, part) => sum + part.fixedWords, 0),
    firstWord:
      parts.find((part) => part.source !== SENTENCE_END && part.source !== '')?.firstWord ?? null,
    requiredWords: parts.flatMap((part) => part.requiredWords),
  };
}

function compileWord(word: string): Compiled {
  const free = { fixedWords: 0, firstWord: null, requiredWords: [] };
  if (word === '.') return { ...free, source: SENTENCE_END };
  if (word === '…') return { ...free, source: blank(0) };
  return {
    source: `${SENTENCE_END} ${escape(word)}`,
    fixedWords: 1,
    firstWord: word,
    requiredWords: [word],
  };
}

/**
 * Some of the choices, each at most a few times, in any order, in the singular or the plural
 * (`vapor` for `vapours`). A blank among them (`water/…`) takes the supplier's words only beside
 * a choice of the list (`soap and water`): alone it would take any words at all.
 */
function choiceOf(alternatives: readonly string[][]): Compiled {
  const sourceOf = (choice: readonly string[]) =>
    choice.map((word) => (word === '…' ? blank(1) : choiceWord(word))).join('');
  const named = alternatives.filter((choice) => !choice.includes('…')).map(sourceOf);
  const open = alternatives.filter((choice) => choice.includes('…')).map(sourceOf);
  const one = `(?:${named.join('|')})`;
  const any = `(?:${[...named, ...open].join('|')})`;
  const before = open.length > 0 ? `(?:${any}${ALTERNATIVE_JOIN})?` : '';
  return {
    source: `${before}${one}(?:${ALTERNATIVE_JOIN}${any}){0,${alternatives.length + 1}}`,
    fixedWords: 1,
    firstWord: null,
    requiredWords: [],
  };
}

function choiceWord(word: string): string {
  const singular = word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
  return `${SENTENCE_END} ${escape(singular)}s?`;
}

/**
 * Compiles one official wording (`Rinse skin with water [or shower].`, `May cause cancer <state
 * route of exposure …>.`) for `bestStatementCode`; null when it has too few fixed words to be
 * told apart from other text.
 */
export function compileWording(code: string, wording: string): StatementWording | null {
  let source = '';
  let fixedWords = 0;
  let firstWord: string | null | undefined;
  const requiredWords: string[] = [];
  // `[…]` is an optional part, `<…>` a condition the supplier states or leaves out.
  for (const [, plain, optional, condition] of wording.matchAll(
    /([^[<]+)|\[([^\]]*)\]|<([^>]*)>/g,
  )) {
    if (condition !== undefined) {
      source += blank(0);
      firstWord ??= null;
    } else if (optional !== undefined) {
      source += `(?:${compileWords(wordsOf(optional)).source})?`;
      firstWord ??= null;
    } else if (plain !== undefined) {
      const compiled = compileWords(wordsOf(plain));
      source += compiled.source;
      fixedWords += compiled.fixedWords;
      requiredWords.push(...compiled.requiredWords);
      if (compiled.source !== '') firstWord ??= compiled.firstWord;
    }
  }
  if (fixedWords < MIN_FIXED_WORDS) return null;
  return {
    code,
    pattern: new RegExp(`^${source}(?: \\.)*$`, 'u'),
    fixedWords,
    firstWord: firstWord ?? null,
    requiredWords: [...new Set(requiredWords)],
  };
}

/**
 * The code of the wording a printed text matches best (see the top of this file), or undefined
 * when none matches or two codes match equally well.
 */
export function bestStatementCode(
  wordings: ReadonlyMap<string | null, readonly StatementWording[]>,
  text: string,
): string | undefined {
  const words = mendBrokenWords(wordsOf(text), vocabularyOf(wordings));
  const form = words.map((word) => ` ${word}`).join('');
  const present = new Set(words);
  let best: StatementWording | undefined;
  let isTie = false;
  for (const wording of [...(wordings.get(words[0] ?? '') ?? []), ...(wordings.get(null) ?? [])]) {
    if (!wording.requiredWords.every((word) => present.has(word))) continue;
    if (!wording.pattern.test(form)) continue;
    if (!best || wording.fixedWords > best.fixedWords) {
      best = wording;
      isTie = false;
    } else if (wording.fixedWords === best.fixedWords && wording.code !== best.code) isTie = true;
  }
  return best && !isTie ? best.code : undefined;
}

const vocabularies = new WeakMap<object, ReadonlySet<string>>();

/** Every word some wording demands, once per group of wordings. */
function vocabularyOf(
  wordings: ReadonlyMap<string | null, readonly StatementWording[]>,
): ReadonlySet<string> {
  let vocabulary = vocabularies.get(wordings);
  if (!vocabulary) {
    vocabulary = new Set(
      [...wordings.values()].flatMap((group) => group.flatMap((wording) => wording.requiredWords)),
    );
    vocabularies.set(wordings, vocabulary);
  }
  return vocabulary;
}

/**
 * Words a PDF's text layer broke with a space (`IF SWALL OWED`, `cont act l enses`: glyphs
 * placed one by one, a gap read as a space) joined again: two neighbours whose joining is a word
 * of the wordings while one of them alone is none. Two real words stay apart (`in to`).
 */
export function mendBrokenWords(
  words: readonly string[],
  vocabulary: ReadonlySet<string>,
): string[] {
  const mended: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? '';
    const next = words[index + 1];
    const isFragment = next !== undefined && (!vocabulary.has(word) || !vocabulary.has(next));
    if (isFragment && vocabulary.has(word + next)) {
      mended.push(word + next);
      index += 1;
    } else mended.push(word);
  }
  return mended;
}

/** Wordings grouped by the word they must start with (null: any), for `bestStatementCode`. */
export function byFirstWord(
  wordings: Iterable<StatementWording>,
): Map<string | null, StatementWording[]> {
  const grouped = new Map<string | null, StatementWording[]>();
  for (const wording of wordings) {
    const group = grouped.get(wording.firstWord) ?? [];
    group.push(wording);
    grouped.set(wording.firstWord, group);
  }
  return grouped;
}
