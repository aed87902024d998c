import LineBreaker from 'linebreak';
import type { Char } from './script-bidi.ts';
import type { FontKey, FontWeight } from './script-fonts.ts';

/** Text of one font, weight and size, with its width on the page. */
export interface Run {
  text: string;
  font: FontKey;
  weight: FontWeight;
  size: number;
  width: number;
}

export interface Line {
  runs: Run[];
  width: number;
  /** Line height with pdfkit's line gap, and the ascender of its tallest font. */
  height: number;
  ascender: number;
}

/** Hard paragraphs: the characters split at line feeds (which are left out). */
export function paragraphsOf(chars: Char[]): Char[][] {
  let last: Char[] = [];
  const paragraphs = [last];
  for (const char of chars) {
    if (char.text === '\n') paragraphs.push((last = []));
    else last.push(char);
  }
  return paragraphs;
}

/**
 * A paragraph broken into lines of at most `width` at Unicode line-break opportunities (as pdfkit
 * breaks), each line without its trailing spaces; a word longer than the line is broken between
 * characters. Widths add up segment by segment (kerning across a break opportunity is left out).
 */
export function fillLines(
  paragraph: Char[],
  width: number,
  measure: (chars: Char[]) => number,
): Char[][] {
  const text = paragraph.map((char) => char.text).join('');
  // Segments between break opportunities, each as characters.
  const unitToChar: number[] = [];
  paragraph.forEach((char, index) => {
    for (let unit = 0; unit < char.text.length; unit++) unitToChar.push(index);
  });
  unitToChar.push(paragraph.length);
  const segments: Char[][] = [];
  const breaker = new LineBreaker(text);
  let last = 0;
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
    segments.push(paragraph.slice(unitToChar[last], unitToChar[next.position]));
    last = next.position;
  }
  const lines: Char[][] = [];
  let current: Char[] = [];
  let currentWidth = 0;
  const flush = () => {
    lines.push(trimEnd(current));
    current = [];
    currentWidth = 0;
  };
  const add = (chars: Char[]) => {
    const trimmed = trimEnd(chars);
    if (current.length > 0 && currentWidth + measure(trimmed) > width) flush();
    current.push(...chars);
    currentWidth += measure(chars);
  };
  for (const segment of segments) {
    if (measure(trimEnd(segment)) <= width) add(segment);
    else for (const char of segment) add([char]);
  }
  if (current.length > 0) flush();
  return lines;
}

/** A line cut to fit `width` with an ellipsis at its end, when it is wider. */
export function ellipsised(
  line: Line,
  width: number,
  widthOf: (text: string, run: Run) => number,
): Line {
  if (line.width <= width + 0.5) return line;
  const runs = line.runs.map((run) => ({ ...run }));
  const last = runs.at(-1);
  if (!last) return line;
  const dots = { ...last, text: '…' };
  dots.width = widthOf('…', dots);
  let total = line.width + dots.width;
  for (let run = runs.at(-1); run && total > width; run = runs.at(-1)) {
    run.text = [...run.text].slice(0, -1).join('');
    const before = run.width;
    run.width = widthOf(run.text, run);
    total -= before - run.width;
    if (run.text.length === 0) runs.pop();
  }
  runs.push(dots);
  return { ...line, runs, width: total };
}

/** Characters without the spaces at their end. */
export function trimEnd(chars: Char[]): Char[] {
  let end = chars.length;
  while (end > 0 && /^\s$/u.test(chars[end - 1]?.text ?? '')) end--;
  return chars.slice(0, end);
}
