import bidiJs, { type Bidi } from 'bidi-js';
import type { FontKey, FontWeight } from './script-fonts.ts';

// The Unicode bidirectional algorithm for script-text.ts (decision 0049): a line's characters
// in the order they are seen, in runs of one level and font, each ready for pdfkit.

// A UMD module: Node's default import is its factory, where the types expect a namespace.
const bidi = (bidiJs as unknown as () => Bidi)();

/** One character (code point) with the font and size it is set in. */
export interface Char {
  text: string;
  font: FontKey;
  weight: FontWeight;
  size: number;
}

/** Latin, Greek or Cyrillic text and numbers between right-to-left words, with their brackets. */
const LEFT_TO_RIGHT_ISLAND =
  /[+([0-9\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}][^\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u2066-\u2069]*[)\]0-9\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/gu;

export const STRONG_RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;

/** Whether a paragraph's first strong character is right to left (UAX #9, P2). */
export function bidiStartsRtl(text: string): boolean {
  for (const char of text) {
    const type = bidi.getBidiCharTypeName(char);
    if (type === 'L') return false;
    if (type === 'R' || type === 'AL') return true;
  }
  return false;
}

/**
 * A line's characters as runs in the order they are seen (mirrored brackets included), each of
 * one font and level, its text in the order fontkit wants it (it turns right-to-left runs).
 */
export function visualRuns(chars: Char[], rtlParagraph: boolean): Char[] {
  const text = chars.map((char) => char.text).join('');
  // In a right-to-left paragraph, Latin text and numbers such as `+44 1632 960 102 (24 h)`
  // are isolated (LRI … PDI), so that they read left to right as a whole: left to the
  // algorithm alone, the spaces between the groups of digits would take the paragraph's
  // direction and the groups would stand in reverse order.
  const isolated = rtlParagraph ? text.replace(LEFT_TO_RIGHT_ISLAND, '\u2066$&\u2069') : text;
  const { levels } = bidi.getEmbeddingLevels(isolated, rtlParagraph ? 'rtl' : 'ltr');
  const mirrored = bidi.getMirroredCharactersMap(isolated, levels);
  // Levels are per UTF-16 unit of the isolated text; characters may take two.
  const levelOf: number[] = [];
  let unit = 0;
  for (const char of chars) {
    while (isolated[unit] === '\u2066' || isolated[unit] === '\u2069') unit++;
    const mirror = mirrored.get(unit);
    levelOf.push(levels[unit] ?? 0);
    unit += char.text.length;
    if (mirror) char.text = mirror;
  }
  // Logical runs of one level and font, then reversed level by level (UAX #9, L2).
  type LevelRun = { chars: Char[]; level: number };
  const runs: LevelRun[] = [];
  chars.forEach((char, index) => {
    const level = levelOf[index] ?? 0;
    const last = runs.at(-1);
    const lastChar = last?.chars.at(-1);
    if (
      last &&
      lastChar &&
      last.level === level &&
      lastChar.font === char.font &&
      lastChar.weight === char.weight &&
      lastChar.size === char.size
    ) {
      last.chars.push(char);
    } else runs.push({ chars: [char], level });
  });
  const highest = Math.max(0, ...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level).filter((level) => level % 2 === 1));
  for (let level = highest; level >= lowestOdd && level > 0; level--) {
    const levelAt = (index: number) => runs[index]?.level ?? -1;
    for (let start = 0; start < runs.length; start++) {
      if (levelAt(start) < level) continue;
      let end = start;
      while (levelAt(end + 1) >= level) end++;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs.map(({ chars: runChars, level }) => {
    const joined = runChars.map((char) => char.text).join('');
    // fontkit turns a run around when it holds Arabic or Hebrew characters (Arabic-Indic
    // digits too, which read left to right); a run is given to it so that it comes out in
    // the order of its level: spaces and punctuation alone at a right-to-left level, and
    // digits at a left-to-right one, are turned here first.
    const turned = (level % 2 === 1) !== STRONG_RTL.test(joined);
    const runText = turned ? [...joined].reverse().join('') : joined;
    const [{ font, weight: runWeight, size }] = runChars as [Char];
    return { text: runText, font, weight: runWeight, size };
  });
}
