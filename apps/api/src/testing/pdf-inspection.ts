import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';

const run = promisify(execFile);
// jsqr is CommonJS: Node hands its module object over as the default import.
const jsQR = (jsQRModule as unknown as { default: typeof jsQRModule.default }).default;

const POPPLER_TOOLS = ['pdftotext', 'pdftoppm', 'pdfinfo'] as const;

/**
 * Whether poppler-utils (Debian) is here to look inside PDFs. Tests that need it skip without
 * it (`npm test` says so); `.ci/run` installs it and sets REQUIRE_PDF_TOOLS=1, so there they run.
 */
export const canInspectPdfs = POPPLER_TOOLS.every((tool) => existsSync(`/usr/bin/${tool}`));
if (!canInspectPdfs && process.env.REQUIRE_PDF_TOOLS === '1') {
  throw new Error(
    'REQUIRE_PDF_TOOLS=1 but poppler-utils is missing: apt-get install -y poppler-utils',
  );
}

function requirePoppler(tool: (typeof POPPLER_TOOLS)[number]): string {
  if (!canInspectPdfs)
    throw new Error(`/usr/bin/${tool} is missing: apt-get install -y poppler-utils`);
  return `/usr/bin/${tool}`;
}

async function withPdfFile<T>(pdf: Buffer, use: (file: string, folder: string) => Promise<T>) {
  const folder = await mkdtemp(join(tmpdir(), 'sds-pdf-'));
  try {
    const file = join(folder, 'document.pdf');
    await writeFile(file, pdf);
    return await use(file, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The text layer of a PDF, as a reader's copy-and-paste would give it. */
export function pdfText(pdf: Buffer): Promise<string> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await run(requirePoppler('pdftotext'), ['-enc', 'UTF-8', file, '-']);
    return stdout;
  });
}

/** A word of a PDF's text layer and where it stands on the page (points from the left). */
export interface PdfWord {
  /** The word's characters in the order they stand on the page, left to right. */
  text: string;
  xMin: number;
  yMin: number;
}

/** The words of a PDF's first page with their boxes (`pdftotext -bbox`). */
export function pdfWords(pdf: Buffer): Promise<PdfWord[]> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await run(requirePoppler('pdftotext'), [
      '-bbox',
      '-enc',
      'UTF-8',
      '-l',
      '1',
      file,
      '-',
    ]);
    const entity = (text: string) =>
      text
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"');
    return [...stdout.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map(
      ([, xMin, yMin, text]) => ({ text: entity(text!), xMin: Number(xMin), yMin: Number(yMin) }),
    );
  });
}

/** How many pages a PDF has. */
export function pdfPageCount(pdf: Buffer): Promise<number> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await run(requirePoppler('pdfinfo'), [file]);
    return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1] ?? Number.NaN);
  });
}

/** The first page rendered as a PNG at `dpi`, the way a printer or a phone camera sees it. */
export function renderFirstPage(pdf: Buffer, dpi = 150): Promise<Buffer> {
  return withPdfFile(pdf, async (file, folder) => {
    const output = join(folder, 'page');
    await run(requirePoppler('pdftoppm'), [
      '-r',
      String(dpi),
      '-png',
      '-singlefile',
      '-f',
      '1',
      file,
      output,
    ]);
    return readFile(`${output}.png`);
  });
}

/** The text of the QR code on a PNG image, or null when none can be read. */
export function readQrCode(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length);
  return jsQR(pixels, image.width, image.height)?.data ?? null;
}
