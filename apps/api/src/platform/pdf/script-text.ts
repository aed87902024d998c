import LineBreaker from 'linebreak';
import { bidiStartsRtl, STRONG_RTL, visualRuns, type Char } from './script-bidi.ts';
import { fontFor, loadFont, type FontKey, type FontWeight } from './script-fonts.ts';

/**
 * Text in every script on a pdfkit document (decision 0049). pdfkit sets a string in one font and
 * lays words out left to right. This wraps the document's `text` and `heightOfString`: text its
 * current font fully covers, in a left-to-right document, goes to pdfkit unchanged; any other
 * text is broken into lines here (Unicode line breaking, as pdfkit does), each line cut into runs
 * of one font (the font of each character's script), ordered by the Unicode bidirectional
 * algorithm (bidi-js), and each run drawn by pdfkit, whose fontkit shapes it (Arabic joining) and
 * turns right-to-left runs around. Fragments drawn with `continued` are gathered and set as one
 * paragraph.
 */

/**
 * Widths of runs at 1 pt, per font, weight and text: the same in every document, so kept for the
 * process (cleared when large); fitting text measures the same words at several sizes.
 */
const widths = new Map<string, number>();
const WIDTHS_KEPT = 100_000;

type Doc = PDFKit.PDFDocument;
type TextOptions = PDFKit.Mixins.TextOptions;

/** pdfkit's internals the layout reads: the current font's metrics and size. */
interface DocInternals {
  _font: { ascender: number; descender: number; lineGap: number };
  _fontSize: number;
  _fontSource: unknown;
  _fontFamily: unknown;
}

/** pdfkit's current font, as `font()` leaves it. */
type FontState = Pick<DocInternals, '_font' | '_fontSize' | '_fontSource' | '_fontFamily'>;

interface Span {
  text: string;
  weight: FontWeight;
  size: number;
  options: TextOptions | undefined;
  /** The font it was given in, to hand it to pdfkit as it was. */
  state: FontState;
  /** Whether that font is the document's (`body`, `body-bold`), not one a caller registered. */
  ours: boolean;
}

interface Run {
  text: string;
  font: FontKey;
  weight: FontWeight;
  size: number;
  width: number;
}

interface Line {
  runs: Run[];
  width: number;
  /** Line height with pdfkit's line gap, and the ascender of its tallest font. */
  height: number;
  ascender: number;
}

/**
 * Features given, pdfkit shapes a run as a whole (fontkit's own features still apply); without,
 * it shapes word by word, which turns each right-to-left word but leaves the words left to right.
 */
const WHOLE_RUN = { features: [] } as TextOptions;

const STICKY = /^(?:[\p{M}\p{Zs}\p{P}\ufe00-\ufe0f]|\u200c|\u200d)$/u;

export interface ScriptTextSetup {
  /** The registered names of the primary font (`body`, `body-bold`). */
  names: Record<FontWeight, string>;
  primary: FontKey;
  /** Whether the document is written right to left (Arabic, Hebrew). */
  rtl: boolean;
}

/** Wraps `text`, `widthOfString`, `heightOfString` and `font` of a document so that every script prints. */
export function enableScriptText(document: Doc, setup: ScriptTextSetup): void {
  const internals = document as unknown as DocInternals;
  const originalFont = document.font.bind(document) as (name: string, size?: number) => Doc;
  const originalText = document.text.bind(document) as (
    text: string,
    x?: number,
    y?: number,
    options?: TextOptions,
  ) => Doc;
  const originalHeight = document.heightOfString.bind(document);
  const originalWidth = document.widthOfString.bind(document);
  let weight: FontWeight = 'regular';
  let pending: { spans: Span[]; x: number; y: number } | null = null;
  const registered = new Set<string>();

  const fontName = (key: FontKey, fontWeight: FontWeight) => {
    if (key === setup.primary) return setup.names[fontWeight];
    const name = `${key}-${fontWeight}`;
    if (!registered.has(name)) {
      document.registerFont(name, loadFont(key, fontWeight).bytes);
      registered.add(name);
    }
    return name;
  };
  const useFont = (key: FontKey, fontWeight: FontWeight, size: number) =>
    originalFont(fontName(key, fontWeight), size);

  let ours = true;
  (document as { font: unknown }).font = (name: string, ...rest: unknown[]) => {
    ours = name === setup.names.regular || name === setup.names.bold;
    if (name === setup.names.regular) weight = 'regular';
    if (name === setup.names.bold) weight = 'bold';
    return (originalFont as (...args: unknown[]) => Doc)(name, ...rest);
  };

  /** Whether pdfkit can set the spans as they are: one left-to-right font covers them. */
  const spanOf = (value: unknown, options: TextOptions | undefined): Span => {
    const { _font, _fontSize, _fontSource, _fontFamily } = internals;
    const state = { _font, _fontSize, _fontSource, _fontFamily };
    return { text: String(value), weight, size: _fontSize, options, state, ours };
  };

  /** Text in a font a caller registered is pdfkit's alone. */
  const plain = (spans: Span[]) =>
    spans.some((span) => !span.ours) ||
    (!setup.rtl &&
      spans.every(
        (span) =>
          !STRONG_RTL.test(span.text) &&
          everyCodePoint(
            span.text,
            (codePoint) =>
              codePoint === 10 || fontFor(codePoint, setup.primary, span.weight) === setup.primary,
          ),
      ));

  /** The characters with their fonts; spaces, marks and punctuation stay in the font before. */
  const charsOf = (spans: Span[]): Char[] => {
    const chars: Char[] = [];
    for (const span of spans) {
      for (const text of span.text) {
        const previous = chars.at(-1);
        const codePoint = text.codePointAt(0) ?? 0;
        const keep =
          previous &&
          previous.text !== '\n' &&
          STICKY.test(text) &&
          loadFont(previous.font, span.weight).font.hasGlyphForCodePoint(codePoint);
        const font = keep ? previous.font : fontFor(codePoint, setup.primary, span.weight);
        chars.push({ text, font, weight: span.weight, size: span.size });
      }
    }
    return chars;
  };

  const widthOf = (text: string, char: Pick<Char, 'font' | 'weight' | 'size'>) => {
    // Measured at 1 pt once per document: widths grow with the size, which fitting text varies.
    const id = `${char.font}|${char.weight}|${text}`;
    let width = widths.get(id);
    if (width === undefined) {
      useFont(char.font, char.weight, 1);
      width = originalWidth(text, WHOLE_RUN);
      if (widths.size >= WIDTHS_KEPT) widths.clear();
      widths.set(id, width);
    }
    return width * char.size;
  };

  /** Runs of one font, weight and size, as they stand in the text (logical order). */
  const runsOf = (chars: Char[]): Run[] => {
    const runs: Run[] = [];
    for (const char of chars) {
      const last = runs.at(-1);
      if (
        last &&
        last.font === char.font &&
        last.weight === char.weight &&
        last.size === char.size
      ) {
        last.text += char.text;
      } else runs.push({ ...char, width: 0 });
    }
    for (const run of runs) run.width = widthOf(run.text, run);
    return runs;
  };

  /**
   * A line's height and the ascender its baseline sits under: of its tallest font, each capped
   * (Noto Sans Arabic declares 1.37 em above and 0.74 em below, room for stacked marks that
   * ordinary text does not use; set by them, Arabic lines would stand twice as far apart).
   */
  const metricsOf = (chars: Char[]) => {
    let ascender = 0;
    let descender = 0;
    let gap = 0;
    const seen = new Set<string>();
    for (const char of chars) {
      const id = `${char.font}-${char.weight}-${char.size}`;
      if (seen.has(id)) continue;
      seen.add(id);
      useFont(char.font, char.weight, char.size);
      const font = internals._font;
      ascender = Math.max(ascender, (Math.min(font.ascender, 1160) / 1000) * char.size);
      descender = Math.max(descender, (Math.min(-font.descender, 360) / 1000) * char.size);
      gap = Math.max(gap, (font.lineGap / 1000) * char.size);
    }
    return { height: ascender + descender + gap, ascender };
  };

  /** A line's runs in the order they are seen, each ready for pdfkit (which turns RTL runs). */
  const visualLine = (
    chars: Char[],
    rtlParagraph: boolean,
    fallback: Char,
    measuring: boolean,
  ): Line => {
    // Measuring a height needs only how tall each line is.
    if (measuring)
      return { runs: [], width: 0, ...metricsOf(chars.length > 0 ? chars : [fallback]) };
    const drawn: Run[] = visualRuns(chars, rtlParagraph).map((run) => ({ ...run, width: 0 }));
    for (const run of drawn) run.width = widthOf(run.text, run);
    const metrics = metricsOf(chars.length > 0 ? chars : [fallback]);
    return { runs: drawn, width: drawn.reduce((sum, run) => sum + run.width, 0), ...metrics };
  };

  /** Breaks the spans into lines of at most `width` (no limit without one). */
  const layout = (spans: Span[], width: number, lineBreak: boolean, measuring = false): Line[] => {
    const all = charsOf(spans);
    const fallback: Char = all[0] ?? {
      text: ' ',
      font: setup.primary,
      weight,
      size: internals._fontSize,
    };
    const lines: Line[] = [];
    // Hard paragraphs, split at line feeds.
    let last: Char[] = [];
    const paragraphs = [last];
    for (const char of all) {
      if (char.text === '\n') paragraphs.push((last = []));
      else last.push(char);
    }
    for (const paragraph of paragraphs) {
      const text = paragraph.map((char) => char.text).join('');
      const rtlParagraph = setup.rtl ? STRONG_RTL.test(text) : bidiStartsRtl(text);
      if (!lineBreak || paragraph.length === 0) {
        lines.push(visualLine(paragraph, rtlParagraph, fallback, measuring));
        continue;
      }
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
      // Widths add up segment by segment (kerning across a break opportunity is left out).
      const measure = (chars: Char[]) => runsOf(chars).reduce((sum, run) => sum + run.width, 0);
      let current: Char[] = [];
      let currentWidth = 0;
      const flush = () => {
        lines.push(visualLine(trimEnd(current), rtlParagraph, fallback, measuring));
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
        // A word longer than the line: broken between characters.
        else for (const char of segment) add([char]);
      }
      if (current.length > 0) flush();
    }
    return lines;
  };

  /** pdfkit's width when none is given: to the right margin. */
  const widthFor = (x: number, options: TextOptions | undefined) =>
    options?.width ?? document.page.width - x - document.page.margins.right;

  const drawSpans = (spans: Span[], x: number, y: number) => {
    const options = spans[0]?.options ?? {};
    const width = widthFor(x, options);
    const lineBreak = options.lineBreak !== false;
    const lineGap = options.lineGap ?? 0;
    let lines = layout(spans, lineBreak ? width : Number.POSITIVE_INFINITY, lineBreak);
    const limit = options.height;
    if (limit !== undefined) {
      let used = 0;
      const kept = lines.findIndex((line) => (used += line.height + lineGap) > limit + 0.5);
      if (kept >= 0) lines = lines.slice(0, Math.max(1, kept));
    }
    if (options.ellipsis) lines = lines.map((line) => ellipsised(line, width));
    const align = alignOf(options.align, setup.rtl);
    let top = y;
    for (const line of lines) {
      let left = x;
      if (align === 'right') left = x + width - line.width;
      if (align === 'center') left = x + (width - line.width) / 2;
      for (const run of line.runs) {
        useFont(run.font, run.weight, run.size);
        // pdfkit sets the baseline one (uncapped) ascender below the y it is given.
        const shift = line.ascender - (internals._font.ascender / 1000) * run.size;
        originalText(run.text, left, top + shift, { ...WHOLE_RUN, lineBreak: false });
        left += run.width;
      }
      top += line.height + lineGap;
    }
    const last = spans.at(-1);
    if (last) originalFont(setup.names[last.weight], last.size);
    document.x = x;
    document.y = top;
    return document;
  };

  /** A line cut to fit `width` with an ellipsis at its end, when it is wider. */
  const ellipsised = (line: Line, width: number): Line => {
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
  };

  const replay = (spans: Span[], x: number, y: number) => {
    spans.forEach((span, index) => {
      Object.assign(internals, span.state);
      const options = { ...span.options, continued: index < spans.length - 1 };
      if (index === 0) originalText(span.text, x, y, options);
      else originalText(span.text, undefined, undefined, options);
    });
    return document;
  };

  (document as { text: unknown }).text = (
    value: string,
    xOrOptions?: number | TextOptions,
    yValue?: number,
    optionsValue?: TextOptions,
  ) => {
    const options = typeof xOrOptions === 'object' ? xOrOptions : optionsValue;
    const x = typeof xOrOptions === 'number' ? xOrOptions : document.x;
    const y = typeof xOrOptions === 'number' ? (yValue ?? document.y) : document.y;
    const span = spanOf(value, options);
    if (!pending) pending = { spans: [], x, y };
    pending.spans.push(span);
    if (options?.continued) return document;
    const { spans, x: startX, y: startY } = pending;
    pending = null;
    // pdfkit wraps a line given `lineBreak: false` and a width all the same, past the page's
    // end when it stands at the bottom (a footer in Russian took a second page): such lines are
    // set here, on one line, cut with an ellipsis.
    const oneLine =
      spans[0]?.options?.lineBreak === false &&
      spans[0].options.width !== undefined &&
      spans[0].ours;
    return plain(spans) && !oneLine
      ? replay(spans, startX, startY)
      : drawSpans(spans, startX, startY);
  };

  /** Runs a measurement that switches fonts, then puts the caller's font back. */
  const keepingFont = <T>(measure: () => T): T => {
    const { _font, _fontSize, _fontSource, _fontFamily } = internals;
    try {
      return measure();
    } finally {
      Object.assign(internals, { _font, _fontSize, _fontSource, _fontFamily });
    }
  };

  (document as { widthOfString: unknown }).widthOfString = (
    value: string,
    options?: TextOptions,
  ) => {
    const span = spanOf(value, options);
    if (plain([span])) return originalWidth(value, options);
    return keepingFont(() =>
      Math.max(0, ...layout([span], Number.POSITIVE_INFINITY, false).map((line) => line.width)),
    );
  };

  (document as { heightOfString: unknown }).heightOfString = (
    value: string,
    options?: TextOptions,
  ) => {
    const span = spanOf(value, options);
    if (plain([span])) return originalHeight(value, options);
    const lineBreak = options?.lineBreak !== false;
    const width = lineBreak ? widthFor(document.x, options) : Number.POSITIVE_INFINITY;
    return keepingFont(() =>
      layout([span], width, lineBreak, true).reduce(
        (sum, line) => sum + line.height + (options?.lineGap ?? 0),
        0,
      ),
    );
  };
}

/** The alignment on the page: in a right-to-left document, the start is on the right. */
function alignOf(align: TextOptions['align'], rtl: boolean): 'left' | 'right' | 'center' {
  if (align === 'center') return 'center';
  if (!rtl) return align === 'right' ? 'right' : 'left';
  return align === 'right' ? 'left' : 'right';
}

/** Whether every code point of a text passes (without splitting it into strings). */
function everyCodePoint(text: string, test: (codePoint: number) => boolean): boolean {
  for (let index = 0; index < text.length; index++) {
    const codePoint = text.codePointAt(index) ?? 0;
    if (!test(codePoint)) return false;
    if (codePoint > 0xffff) index++;
  }
  return true;
}

/** Characters without the spaces at their end. */
function trimEnd(chars: Char[]): Char[] {
  let end = chars.length;
  while (end > 0 && /^\s$/u.test(chars[end - 1]?.text ?? '')) end--;
  return chars.slice(0, end);
}
