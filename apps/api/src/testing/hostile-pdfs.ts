import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/** A PDF of `pages` pages sharing one content stream, deflated; written object by object. */
function pdfWithContent(content: Buffer, pages = 1): Buffer {
  const stream = deflateSync(content, { level: 9 });
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
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      stream,
      Buffer.from('\nendstream', 'latin1'),
    ],
    ...kids.map(() => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 3 0 R >>'),
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

/** A PDF of a few hundred kB whose page content inflates to `inflatedMegabytes` of blanks. */
export function buildDeflateBombPdf(inflatedMegabytes: number): Buffer {
  return pdfWithContent(Buffer.alloc(inflatedMegabytes * 1024 * 1024, 0x20));
}

/**
 * `pages` pages (default one) of `count` separate bits of text each: costly to extract, small
 * on disk. One page holds all its text in memory at once; many pages take time, not memory.
 */
export function buildTextFloodPdf(count: number, pages = 1): Buffer {
  const operation = Buffer.from('BT /F1 1 Tf 10 10 Td (flood) Tj ET\n', 'latin1');
  return pdfWithContent(Buffer.concat(Array.from({ length: count }, () => operation)), pages);
}

/** A PDF header and then noise: recognised as a PDF at upload, unreadable after. */
export function buildGarbledPdf(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n%âãÏÓ\n', 'latin1'), randomBytes(64 * 1024)]);
}
