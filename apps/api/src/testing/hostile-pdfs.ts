import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { lzwOfBlanks, zlibOfBlanks } from './bomb-streams.ts';

interface ContentStream {
  /** The stream's bytes, encoded as `dictionary` says. */
  data: Buffer;
  /** The dictionary's entries besides /Length. */
  dictionary: string;
  /** The end of line after the `stream` keyword: pdf.js reads all three. */
  endOfLine?: '\n' | '\r' | '\r\n';
  /** Objects after the pages, numbered on from them (a filter given by reference). */
  extraObjects?: string[];
}

/** A PDF of `pages` pages sharing one content stream; written object by object. */
function pdfWithContentStream(content: ContentStream, pages = 1): Buffer {
  const { data, dictionary, endOfLine = '\n', extraObjects = [] } = content;
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (part: Buffer | string) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    parts.push(bytes);
    length += bytes.length;
  };
  push('%PDF-1.4\n');
  const kids = Array.from({ length: pages }, (_, index) => `${index + 4} 0 R`);
  const objects: (string | Buffer[])[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${pages} /Kids [${kids.join(' ')}] >>`,
    [
      Buffer.from(`<< /Length ${data.length} ${dictionary} >>\nstream${endOfLine}`, 'latin1'),
      data,
      Buffer.from('\nendstream', 'latin1'),
    ],
    ...kids.map(() => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 3 0 R >>'),
    ...extraObjects,
  ];
  objects.forEach((object, index) => {
    offsets.push(length);
    push(`${index + 1} 0 obj\n`);
    for (const part of [object].flat()) push(part);
    push('\nendobj\n');
  });
  const xref = length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join('')}`);
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

/**
 * How a decompression bomb is dressed so that a guard reading the syntax misses it. Each is
 * read by pdf.js as page content all the same.
 */
export const BOMB_DISGUISES = [
  'plain',
  'stream-cr',
  'stream-crlf',
  'abbreviated-filter',
  'filter-array',
  'nested-filters',
  'filter-by-reference',
  'marked-as-image',
  'lzw',
] as const;
export type BombDisguise = (typeof BOMB_DISGUISES)[number];

function bombStream(megabytes: number, disguise: BombDisguise): ContentStream {
  const deflated = zlibOfBlanks(megabytes);
  const flate = { data: deflated, dictionary: '/Filter /FlateDecode' };
  switch (disguise) {
    case 'plain':
      return flate;
    case 'stream-cr':
      return { ...flate, endOfLine: '\r' };
    case 'stream-crlf':
      return { ...flate, endOfLine: '\r\n' };
    case 'abbreviated-filter':
      return { data: deflated, dictionary: '/Filter /Fl' };
    case 'filter-array':
      return { data: deflated, dictionary: '/Filter [/FlateDecode]' };
    case 'nested-filters':
      return { data: deflateSync(deflated), dictionary: '/Filter [/FlateDecode /FlateDecode]' };
    case 'filter-by-reference':
      // Object 5 follows the one page (objects 1–4).
      return { data: deflated, dictionary: '/Filter 5 0 R', extraObjects: ['/FlateDecode'] };
    case 'marked-as-image':
      return {
        data: deflated,
        dictionary: '/Type /XObject /Subtype /Image /Width 1 /Height 1 /Filter /FlateDecode',
      };
    case 'lzw':
      return { data: lzwOfBlanks(megabytes), dictionary: '/Filter /LZWDecode' };
  }
}

/**
 * A PDF of about 1 kB per megabyte whose page content decodes to `inflatedMegabytes` of
 * blanks, dressed as `disguise` says.
 */
export function buildDecompressionBombPdf(
  inflatedMegabytes: number,
  disguise: BombDisguise = 'plain',
): Buffer {
  return pdfWithContentStream(bombStream(inflatedMegabytes, disguise));
}

/**
 * `pages` pages (default one) of `count` separate bits of text each: costly to extract, small
 * on disk. One page holds all its text in memory at once; many pages take time, not memory.
 */
export function buildTextFloodPdf(count: number, pages = 1): Buffer {
  const operation = Buffer.from('BT /F1 1 Tf 10 10 Td (flood) Tj ET\n', 'latin1');
  const content = Buffer.concat(Array.from({ length: count }, () => operation));
  return pdfWithContentStream(
    { data: deflateSync(content, { level: 9 }), dictionary: '/Filter /FlateDecode' },
    pages,
  );
}

/** A PDF header and then noise: recognised as a PDF at upload, unreadable after. */
export function buildGarbledPdf(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n%âãÏÓ\n', 'latin1'), randomBytes(64 * 1024)]);
}
