import type { Pictogram, SignalWord, Statement } from '@sds/contract';
import { FONT } from '../../../platform/pdf/pdf-document.ts';
import { drawPictogram } from '../../../platform/pdf/pictograms.ts';
import type { DocumentTexts } from './document-texts.ts';
import { COLOUR, signalWordColours } from './document-style.ts';
import { withoutLastSentence, type ShortenableBlock } from './fit-text.ts';

type Doc = PDFKit.PDFDocument;
type Column = { x: number; width: number };

const LINE_GAP = 1.5;

/** Sets font and size; returns the document for chaining. */
export function useFont(document: Doc, weight: 'regular' | 'bold', size: number): Doc {
  return document.font(FONT[weight]).fontSize(size);
}

/**
 * The signal word as a full-width coloured band (red DANGER, amber WARNING); nothing for
 * products without one. Returns the height used.
 */
export function drawSignalBand(
  document: Doc,
  signalWord: SignalWord,
  texts: DocumentTexts,
  box: Column & { y: number; height: number },
): number {
  const colours = signalWordColours(signalWord);
  if (!colours) return 0;
  document.rect(box.x, box.y, box.width, box.height).fill(colours.band);
  const size = box.height * 0.6;
  useFont(document, 'bold', size).fillColor(colours.text);
  const word = texts.t(`products:signalWord.${signalWord}`);
  document.text(`⚠ ${word}`, box.x, box.y + (box.height - size) / 2 - 1, {
    width: box.width,
    align: 'center',
    lineBreak: false,
  });
  return box.height;
}

/** The pictograms in a row (wrapping), each with its name under it. Returns the height used. */
export function drawPictograms(
  document: Doc,
  pictograms: Pictogram[],
  texts: DocumentTexts,
  box: Column & { y: number; size: number; captionSize: number },
): number {
  if (pictograms.length === 0) return 0;
  // Cells wider than the symbol, so names such as "Gesundheitsschädlich" fit under it.
  const cell = box.size * 1.45;
  const perRow = Math.max(1, Math.floor(box.width / cell));
  const captionHeight = box.captionSize * 2.6;
  pictograms.forEach((code, index) => {
    const cellX = box.x + (index % perRow) * cell;
    const y = box.y + Math.floor(index / perRow) * (box.size + captionHeight);
    drawPictogram(document, code, { x: cellX + (cell - box.size) / 2, y, size: box.size });
    useFont(document, 'regular', box.captionSize).fillColor(COLOUR.text);
    document.text(texts.t(`products:pictograms.${code}`), cellX, y + box.size + 1, {
      width: cell - 2,
      align: 'center',
      height: captionHeight,
      ellipsis: true,
    });
  });
  return Math.ceil(pictograms.length / perRow) * (box.size + captionHeight);
}

/**
 * A titled section of text with a coloured rule at its side (first aid green, fire red, …).
 * Shortened sentence by sentence when the page is full; the note says where the rest is.
 */
export function sectionBlock(
  document: Doc,
  section: Column & { heading: string; text: string; colour: string; continued: string },
): ShortenableBlock {
  let text = section.text.trim();
  const inner = { x: section.x + 9, width: section.width - 9 };
  const body = () => (text.endsWith('…') ? `${text}\n${section.continued}` : text);
  const headingHeight = (size: number) =>
    useFont(document, 'bold', size + 1.5).heightOfString(section.heading, inner) + 2;
  const bodyHeight = (size: number) =>
    useFont(document, 'regular', size).heightOfString(body(), { ...inner, lineGap: LINE_GAP });
  const spacing = (size: number) => size * 1.1;
  return {
    measure: (size) => headingHeight(size) + bodyHeight(size) + spacing(size),
    draw(y, size) {
      // Measure first: measuring sets the font, drawing must set its own afterwards.
      const headHeight = headingHeight(size);
      const height = headHeight + bodyHeight(size);
      document.rect(section.x, y, 3.5, height).fill(section.colour);
      useFont(document, 'bold', size + 1.5).fillColor(section.colour);
      document.text(section.heading, inner.x, y, { width: inner.width });
      useFont(document, 'regular', size).fillColor(COLOUR.text);
      document.text(body(), inner.x, y + headHeight, { width: inner.width, lineGap: LINE_GAP });
      return y + height + spacing(size);
    },
    length: () => text.length,
    shorten() {
      const shorter = withoutLastSentence(text);
      if (!shorter) return false;
      text = shorter;
      return true;
    },
  };
}

/** H or P statements, code in bold then text; the last ones give way when the page is full. */
export function statementsBlock(
  document: Doc,
  list: Column & { heading: string | null; statements: Statement[] },
): ShortenableBlock {
  let shown = list.statements;
  const line = (statement: Statement) => `${statement.code}  ${statement.text}`;
  const lines = () => [...shown.map(line), ...(shown.length < list.statements.length ? ['…'] : [])];
  const headingHeight = (size: number) =>
    list.heading ? useFont(document, 'bold', size + 0.5).heightOfString(list.heading, list) + 2 : 0;
  const linesHeight = (size: number) =>
    lines().reduce(
      (sum, text) => sum + useFont(document, 'regular', size).heightOfString(text, list) + 1,
      0,
    );
  return {
    measure: (size) =>
      list.statements.length ? headingHeight(size) + linesHeight(size) + size : 0,
    draw(y, size) {
      if (list.statements.length === 0) return y;
      let at = y;
      if (list.heading) {
        const headHeight = headingHeight(size);
        useFont(document, 'bold', size + 0.5).fillColor(COLOUR.text);
        document.text(list.heading, list.x, at, { width: list.width });
        at += headHeight;
      }
      for (const statement of shown) {
        const lineHeight = useFont(document, 'regular', size).heightOfString(line(statement), list);
        useFont(document, 'bold', size).fillColor(COLOUR.text);
        document.text(`${statement.code}  `, list.x, at, { width: list.width, continued: true });
        useFont(document, 'regular', size).text(statement.text);
        at += lineHeight + 1;
      }
      if (shown.length < list.statements.length) {
        document.text('…', list.x, at, { width: list.width });
        at += size + 1;
      }
      return at + size;
    },
    length: () => lines().join('\n').length,
    shorten() {
      if (shown.length <= 1) return false;
      shown = shown.slice(0, -1);
      return true;
    },
  };
}
