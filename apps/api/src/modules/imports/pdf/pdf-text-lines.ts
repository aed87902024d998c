/** The parts of a pdf.js text item that lines are rebuilt from. */
export interface PositionedText {
  str: string;
  /** The text matrix: `[4]` is x and `[5]` the baseline's y, in PDF units (y grows upwards). */
  transform: number[];
  width: number;
  height: number;
}

/**
 * A baseline that moves by less than this share of the text's height is the same line: a
 * superscript (`m³`) or a bold run drawn a fraction of a point higher stays on its line.
 */
const SAME_LINE_TOLERANCE = 0.5;

/**
 * A horizontal gap wider than this share of the text's height between two runs on one line
 * is a space that the PDF never wrote as a character (table columns, justified text).
 */
const WORD_GAP = 0.2;

/**
 * Rebuilds a page's lines from pdf.js text items, top to bottom and left to right. Runs on
 * one baseline are one line, whatever order the PDF drew them in: an SDS is full of tables
 * (`14.4 Packing group | II`) whose cells are drawn column by column, and a heading drawn in
 * several runs (`SECTION 4:` in bold, the title in regular) stays one line. pdf.js's own line
 * ends (`hasEOL`) come with an empty run or a new baseline, so the baselines suffice. The
 * price: two text columns side by side would be read across; SDS layouts seldom have them.
 * Lines are trimmed, spaces collapsed, and empty lines dropped.
 */
export function joinTextItemsIntoLines(items: readonly PositionedText[]): string[] {
  const runs = items
    .filter((item) => item.str !== '')
    .sort((first, second) => baselineOf(second) - baselineOf(first));
  return groupByBaseline(runs)
    .map((line) => joinRuns(line.sort((first, second) => startOf(first) - startOf(second))))
    .filter((line) => line !== '');
}

/** Runs sorted top to bottom, in groups that share a baseline (within the tolerance). */
function groupByBaseline(runs: readonly PositionedText[]): PositionedText[][] {
  const lines: PositionedText[][] = [];
  let current: PositionedText[] = [];
  for (const run of runs) {
    const first = current[0];
    if (first && !isSameBaseline(first, run)) {
      lines.push(current);
      current = [];
    }
    current.push(run);
  }
  if (current.length > 0) lines.push(current);
  return lines;
}

function isSameBaseline(lineStart: PositionedText, run: PositionedText): boolean {
  const height = Math.max(lineStart.height, run.height, 1);
  return Math.abs(baselineOf(lineStart) - baselineOf(run)) <= height * SAME_LINE_TOLERANCE;
}

/**
 * The runs of one line, left to right, with a space where the PDF left a gap. Parts are
 * collected, not appended to one string: reading a long string's end after each append
 * flattens it, which made a page of 50,000 runs take seconds.
 */
function joinRuns(runs: readonly PositionedText[]): string {
  const parts: string[] = [];
  let endsWithSpace = true;
  let endX: number | null = null;
  for (const run of runs) {
    if (endX !== null && !endsWithSpace && needsSpace(run, endX)) parts.push(' ');
    parts.push(run.str);
    endsWithSpace = /\s$/.test(run.str);
    endX = Math.max(endX ?? 0, startOf(run) + run.width);
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}

function needsSpace(run: PositionedText, endX: number): boolean {
  if (/^\s/.test(run.str)) return false;
  return startOf(run) - endX > Math.max(run.height, 1) * WORD_GAP;
}

function baselineOf(item: PositionedText): number {
  return item.transform[5] ?? 0;
}

function startOf(item: PositionedText): number {
  return item.transform[4] ?? 0;
}
