import { bidiStartsRtl, STRONG_RTL, visualRuns, type Char } from './script-bidi.ts';
import { fontFor, loadFont, type FontKey, type FontWeight } from './script-fonts.ts';
import { ellipsised, fillLines, paragraphsOf, type Line, type Run } from './script-lines.ts';
import { runMeasures, WHOLE_RUN, type PdfFontInternals } from './script-measures.ts';

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

type Doc = PDFKit.PDFDocument;
type TextOptions = PDFKit.Mixins.TextOptions;

/** pdfkit's current font, as `font()` leaves it. */
type FontState = Pick<PdfFontInternals, '_font' | '_fontSize' | '_fontSource' | '_fontFamily'>;

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
  const internals = document as unknown as PdfFontInternals;
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
  const { widthOf, runsOf, metricsOf } = runMeasures({ internals, useFont, originalWidth });

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
    // Widths add up run by run within a line's characters.
    const measure = (chars: Char[]) => runsOf(chars).reduce((sum, run) => sum + run.width, 0);
    for (const paragraph of paragraphsOf(all)) {
      const text = paragraph.map((char) => char.text).join('');
      const rtlParagraph = setup.rtl ? STRONG_RTL.test(text) : bidiStartsRtl(text);
      const broken =
        lineBreak && paragraph.length > 0 ? fillLines(paragraph, width, measure) : [paragraph];
      for (const chars of broken) lines.push(visualLine(chars, rtlParagraph, fallback, measuring));
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
    if (options.ellipsis) lines = lines.map((line) => ellipsised(line, width, widthOf));
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
