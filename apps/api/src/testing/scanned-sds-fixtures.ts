// Scanned PDFs for the OCR tests (decision 0041): pictures of pages without a text layer, made
// in the test — an SDS drawn into greyscale pictures as a scanner gives it, and the hostile
// kinds: a picture that claims 30,000 × 30,000 pixels, thousands of tiny pictures on a page, a
// scan of hundreds of pages. Written as raw PDF so that one picture serves every page.
import { deflateSync } from 'node:zlib';
import { withPdf } from '../modules/imports/pdf/read-pdf.ts';
import { buildSdsPdf, type SdsFixtureLanguage } from './sds-pdf-fixtures.ts';

/** A greyscale picture: one byte a pixel, rows top to bottom. */
interface GreyPicture {
  width: number;
  height: number;
  /** The deflated pixels, or what a hostile file claims they are. */
  deflated: Buffer;
}

/** What one page draws: which picture, where (PDF units from the bottom left), how large. */
interface Placement {
  picture: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

const A4 = { width: 595, height: 842 };
const WHOLE_PAGE = { x: 0, y: 0, ...A4 };

/**
 * A PDF whose pages draw pictures and have no text: `pages[i]` lists what page i draws. The
 * pictures are stored once, each page naming those it draws.
 */
function writeScanPdf(pictures: readonly GreyPicture[], pages: readonly Placement[][]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const add = (id: number, body: Buffer | string) => {
    offsets[id] = length;
    const part = Buffer.concat([
      Buffer.from(`${id} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(part);
    length += part.length;
  };
  const firstPicture = 3;
  const firstPage = firstPicture + pictures.length;
  const xObjects = pictures.map((_, index) => `/Im${index} ${firstPicture + index} 0 R`).join(' ');
  add(1, '<< /Type /Catalog /Pages 2 0 R >>');
  const kids = pages.map((_, index) => `${firstPage + index * 2} 0 R`).join(' ');
  add(2, `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  pictures.forEach(({ width, height, deflated }, index) => {
    const head = `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${deflated.length} >>\nstream\n`;
    add(
      firstPicture + index,
      Buffer.concat([Buffer.from(head, 'latin1'), deflated, Buffer.from('\nendstream')]),
    );
  });
  pages.forEach((placements, index) => {
    const pageId = firstPage + index * 2;
    const drawing = placements
      .map(
        ({ picture, x, y, width, height }) =>
          `q ${width} 0 0 ${height} ${x} ${y} cm /Im${picture} Do Q`,
      )
      .join('\n');
    add(
      pageId,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /XObject << ${xObjects} >> >> /Contents ${pageId + 1} 0 R >>`,
    );
    add(pageId + 1, `<< /Length ${drawing.length} >>\nstream\n${drawing}\nendstream`);
  });
  const xref = length;
  const count = firstPage + pages.length * 2;
  const entries = Array.from(
    { length: count - 1 },
    (_, index) => `${String(offsets[index + 1]).padStart(10, '0')} 00000 n \n`,
  ).join('');
  parts.push(
    Buffer.from(
      `xref\n0 ${count}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

/** The first `pages` pages of the project's generated SDS, each drawn into a greyscale picture. */
interface GreyPage {
  width: number;
  height: number;
  grey: Buffer;
}

async function greySdsPages(language: SdsFixtureLanguage, pages: number, dpi: number) {
  const limits = { maxPages: 100, maxTextCharacters: 1_000_000, maxAttachmentBytes: 1_000_000 };
  return withPdf(await buildSdsPdf({ language }), limits, async (pdf) => {
    const greyPages: GreyPage[] = [];
    for (let pageNumber = 1; pageNumber <= Math.min(pages, pdf.pageCount); pageNumber += 1) {
      const { width, height, data } = await pdf.rasterise(pageNumber, { dpi, maxPixels: 1e7 });
      const grey = Buffer.alloc(width * height);
      for (let pixel = 0; pixel < grey.length; pixel += 1) grey[pixel] = data[pixel * 4]!;
      greyPages.push({ width, height, grey });
    }
    return greyPages;
  });
}

async function pictureSdsPages(language: SdsFixtureLanguage, pages: number, dpi: number) {
  const greyPages = await greySdsPages(language, pages, dpi);
  return greyPages.map(({ width, height, grey }) => ({
    width,
    height,
    deflated: deflateSync(grey),
  }));
}

/**
 * The generated English SDS's first two pages side by side on one sheet, turned a quarter
 * clockwise onto a portrait page (page 1 on top, its lines running top to bottom), as some
 * copiers scan a booklet: one picture, no text layer.
 */
export async function buildTurnedTwoUpScanPdf(): Promise<Buffer> {
  const [first, second] = await greySdsPages('en', 2, 150);
  if (!first || !second) throw new Error('the generated SDS has fewer than two pages');
  const { width, height } = first;
  const gap = 40;
  // The sheet upright: page 1 left, page 2 right; then turned a quarter clockwise.
  const sheetWidth = 2 * width + gap;
  const turned = Buffer.alloc(height * sheetWidth, 255);
  [first, second].forEach((page, index) => {
    const left = index * (width + gap);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        turned[(left + x) * height + (height - 1 - y)] = page.grey[y * width + x]!;
      }
    }
  });
  const picture = { width: height, height: sheetWidth, deflated: deflateSync(turned) };
  return writeScanPdf([picture], [[{ picture: 0, ...WHOLE_PAGE }]]);
}

/**
 * The project's generated SDS (buildSdsPdf) as a scan: its first `pages` pages drawn at `dpi`
 * into greyscale pictures, one a page, with no text layer — what OCR must read.
 */
export async function buildScannedSdsPdf(
  options: { language: SdsFixtureLanguage; pages?: number; dpi?: number } = { language: 'en' },
): Promise<Buffer> {
  const pictures = await pictureSdsPages(options.language, options.pages ?? 2, options.dpi ?? 150);
  return writeScanPdf(
    pictures,
    pictures.map((_, picture) => [{ picture, ...WHOLE_PAGE }]),
  );
}

/** A scan of `pages` pages, every one the first page of the generated English SDS. */
export async function buildLongScanPdf(pages: number): Promise<Buffer> {
  const pictures = await pictureSdsPages('en', 1, 150);
  return writeScanPdf(
    pictures,
    Array.from({ length: pages }, () => [{ picture: 0, ...WHOLE_PAGE }]),
  );
}

/**
 * A page whose one picture claims 30,000 × 30,000 pixels (900 million: 3.6 GB as RGBA) while its
 * data inflates to a few kilobytes: an image bomb that must be refused, never allocated.
 */
export function buildHugeImagePdf(): Buffer {
  const picture = { width: 30_000, height: 30_000, deflated: deflateSync(Buffer.alloc(30_000)) };
  return writeScanPdf([picture], [[{ picture: 0, ...WHOLE_PAGE }]]);
}

/** A page of `count` tiny pictures (4 × 4 pixels), each drawn in a cell of its own. */
export function buildManyTinyImagesPdf(count: number): Buffer {
  const pictures = Array.from({ length: count }, (_, index) => ({
    width: 4,
    height: 4,
    deflated: deflateSync(Buffer.alloc(16, index % 256)),
  }));
  const columns = Math.ceil(Math.sqrt(count));
  const cell = A4.width / columns;
  const placements = pictures.map((_, picture) => ({
    picture,
    x: (picture % columns) * cell,
    y: Math.floor(picture / columns) * cell,
    width: cell,
    height: cell,
  }));
  return writeScanPdf(pictures, [placements]);
}
