import { foldForMatching, type SdsLanguage } from '../sds-text/sds-languages.ts';

// Whether a PDF's text layer can be read at all (issue 22, "reasons for every miss"). A PDF may
// print a page a person reads well while its text layer says nothing: its fonts carry no map
// from glyphs to characters (no ToUnicode, a symbolic or Identity-H encoding), so pdf.js gives
// the glyphs' numbers — control characters, private-use characters, U+FFFD — or letters that
// spell nothing (glyph 43 taken for "K"). Such a PDF is read like a scan, by OCR of its drawn
// pages (docs/product/imports.md#scans); it is not "not an SDS" for the want of words.

/** What a text layer is made of, as far as telling readable text from undecoded glyphs goes. */
export interface TextLegibility {
  /** Characters other than white space. */
  characters: number;
  /**
   * Of them, characters no font decoded: private use (U+E000–U+F8FF, planes 15–16), control
   * characters, U+FFFD, and pdfminer's `(cid:12)` runs (each counts its whole run).
   */
  undecodableCharacters: number;
  /** Runs of three letters or more. */
  words: number;
  /** Of them, common words of English, German, Dutch, French or a few other languages. */
  commonWords: number;
  /** Whether the text is glyphs that no font decoded, not words: `undecodable` or `no-words`. */
  unreadableBecause: 'undecodable' | 'no-words' | null;
}

/**
 * Short words any running text in the language holds, folded (foldForMatching), three letters
 * or more: two-letter ones (`de`, `en`, `la`) turn up by chance in letters that spell nothing.
 * On the benchmark's 93 real sheets they are 8.6–30 % of the words; in the same texts with
 * their letters shifted or swapped, as fonts without a map give them, 0 %.
 */
// prettier-ignore
const COMMON_WORDS: Record<SdsLanguage, readonly string[]> = {
  en: ['the', 'and', 'for', 'with', 'not', 'are', 'from', 'this', 'that', 'may', 'use', 'any', 'other', 'all', 'has', 'have', 'into', 'such', 'under'],
  de: ['der', 'die', 'das', 'und', 'oder', 'mit', 'von', 'fur', 'nicht', 'bei', 'auf', 'ist', 'sind', 'des', 'dem', 'den', 'ein', 'eine', 'nach', 'wenn', 'kann', 'als', 'aus', 'zur', 'zum'],
  nl: ['het', 'een', 'van', 'voor', 'met', 'niet', 'bij', 'zijn', 'door', 'aan', 'geen', 'kan', 'dit', 'die', 'wordt', 'ook', 'naar', 'worden'],
  fr: ['les', 'des', 'pour', 'avec', 'dans', 'par', 'sur', 'pas', 'est', 'sont', 'une', 'aux', 'peut', 'qui', 'que', 'cas', 'ces', 'non'],
};
/**
 * The same for other languages suppliers write SDSs in, which the text reader does not read:
 * such a text is readable, not a font without a map (it ends `not-an-sds`, without OCR).
 */
// prettier-ignore
const OTHER_COMMON_WORDS: readonly string[] = [
  // es, it, pt
  'los', 'las', 'del', 'con', 'por', 'para', 'una', 'que', 'della', 'delle', 'con', 'per', 'non', 'sono', 'dos', 'das', 'com', 'uma', 'nao',
  // pl, cs, sv, da, no
  'nie', 'oraz', 'lub', 'jest', 'dla', 'jako', 'nebo', 'pro', 'jsou', 'och', 'att', 'som', 'med', 'eller', 'til', 'ikke', 'det', 'som',
];
const COMMON_WORD_SET = new Set([...Object.values(COMMON_WORDS).flat(), ...OTHER_COMMON_WORDS]);

/**
 * Undecodable characters from this share of the text on make it unreadable. The benchmark's
 * real sheets have at most 0.2 % (a symbol font's bullet or tick); a font without a map gives
 * its glyphs' numbers, 100 % of what it sets. 5 % also catches a sheet whose headings alone are
 * set in such a font, which the text reader cannot recognise as an SDS.
 */
const MAX_UNDECODABLE_SHARE = 0.05;
/** Below this share of common words letters spell nothing: real sheets have 8.6 % or more. */
const MIN_COMMON_WORD_SHARE = 0.02;
/**
 * Fewer different words than this say too little to judge (a label's few lines, a page of
 * numbers, one word repeated): a font without a map spells its glyphs into many different ones.
 */
const MIN_WORDS_TO_JUDGE = 40;

const UNDECODABLE = /[\p{Co}\p{Cc}\uFFFD]|\(cid:\d+\)/gu;
/** Control characters a text layer has for its layout: tab, line feed, carriage return. */
const LAYOUT = /[\t\n\r]/;

/**
 * Measures whether a PDF's text layer is text a reader could read, or glyphs its fonts did not
 * decode: too many undecodable characters (`MAX_UNDECODABLE_SHARE`), or words of which hardly
 * any is a common word of the four languages the text reader knows (`MIN_COMMON_WORD_SHARE`).
 * Any text judged readable here may still be no SDS (sds-recognition.ts decides that).
 */
export function measureTextLegibility(text: string): TextLegibility {
  const characters = text.replace(/\s+/g, '').length;
  const undecodableCharacters = [...text.matchAll(UNDECODABLE)]
    .map(([match]) => match)
    .filter((match) => !LAYOUT.test(match))
    .reduce((sum, match) => sum + match.length, 0);
  const words = foldForMatching(text).match(/\p{L}{3,}/gu) ?? [];
  const commonWords = words.filter((word) => COMMON_WORD_SET.has(word)).length;
  return {
    characters,
    undecodableCharacters,
    words: words.length,
    commonWords,
    unreadableBecause: unreadableBecause(
      { characters, undecodableCharacters, words: words.length, commonWords },
      new Set(words).size,
    ),
  };
}

function unreadableBecause(
  counts: Omit<TextLegibility, 'unreadableBecause'>,
  differentWords: number,
): TextLegibility['unreadableBecause'] {
  if (counts.characters === 0) return null;
  if (counts.undecodableCharacters / counts.characters >= MAX_UNDECODABLE_SHARE) {
    return 'undecodable';
  }
  if (differentWords < MIN_WORDS_TO_JUDGE) return null;
  return counts.commonWords / counts.words < MIN_COMMON_WORD_SHARE ? 'no-words' : null;
}

/** What the legibility measure found, for an import's detail: `12,034 characters, 98 % …`. */
export function describeTextLegibility(legibility: TextLegibility): string {
  const { characters, undecodableCharacters, words, commonWords } = legibility;
  const percent = (part: number, whole: number) =>
    `${whole === 0 ? 0 : Math.round((part / whole) * 100)} %`;
  return (
    `${characters} characters of text, ${percent(undecodableCharacters, characters)} of them ` +
    `undecodable (no font map); ${words} words, ${percent(commonWords, words)} of them common ` +
    'words of en, de, nl or fr'
  );
}
