import type { Char } from './script-bidi.ts';
import type { FontKey, FontWeight } from './script-fonts.ts';
import type { Run } from './script-lines.ts';

type TextOptions = PDFKit.Mixins.TextOptions;

/** pdfkit's internals the layout reads: the current font's metrics and size. */
export interface PdfFontInternals {
  _font: { ascender: number; descender: number; lineGap: number };
  _fontSize: number;
  _fontSource: unknown;
  _fontFamily: unknown;
}

/**
 * Features given, pdfkit shapes a run as a whole (fontkit's own features still apply); without,
 * it shapes word by word, which turns each right-to-left word but leaves the words left to right.
 */
export const WHOLE_RUN = { features: [] } as TextOptions;

/**
 * Widths of runs at 1 pt, per font, weight and text: the same in every document, so kept for the
 * process (cleared when large); fitting text measures the same words at several sizes.
 */
const widths = new Map<string, number>();
const WIDTHS_KEPT = 100_000;

/** How wide runs are and how tall lines stand, measured with a document's fonts. */
export function runMeasures(document: {
  internals: PdfFontInternals;
  useFont: (key: FontKey, weight: FontWeight, size: number) => unknown;
  originalWidth: (text: string, options?: TextOptions) => number;
}) {
  const { internals, useFont, originalWidth } = document;

  const widthOf = (text: string, char: Pick<Char, 'font' | 'weight' | 'size'>) => {
    // Measured at 1 pt once per process: widths grow with the size, which fitting text varies.
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
      const sameStyle =
        last && last.font === char.font && last.weight === char.weight && last.size === char.size;
      if (sameStyle) last.text += char.text;
      else runs.push({ ...char, width: 0 });
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

  return { widthOf, runsOf, metricsOf };
}
