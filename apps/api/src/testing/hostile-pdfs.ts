import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/** A one-page PDF whose page content is `content`, deflated; written object by object. */
function onePagePdf(content: Buffer): Buffer {
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
  const objects: (string | Buffer[])[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Count 1 /Kids [3 0 R] >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    [
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      stream,
      Buffer.from('\nendstream', 'latin1'),
    ],
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
  return onePagePdf(Buffer.alloc(inflatedMegabytes * 1024 * 1024, 0x20));
}

/** One page with `count` separate bits of text: costly to extract, small on disk. */
export function buildTextFloodPdf(count: number): Buffer {
  const operation = Buffer.from('BT /F1 1 Tf 10 10 Td (flood) Tj ET\n', 'latin1');
  return onePagePdf(Buffer.concat(Array.from({ length: count }, () => operation)));
}

/** A PDF header and then noise: recognised as a PDF at upload, unreadable after. */
export function buildGarbledPdf(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n%âãÏÓ\n', 'latin1'), randomBytes(64 * 1024)]);
}
