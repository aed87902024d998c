/**
 * A valid PDF of `pageCount` empty pages, written object by object: pdfkit takes seconds for
 * thousands of pages, this takes milliseconds. Every page shares one empty content stream, so
 * 5,000 pages are ~150 kB, as in a PDF bomb that counts on page count alone.
 */
export function writeManyPagesPdf(pageCount: number): Buffer {
  const firstPageObject = 4;
  const pageReferences = Array.from(
    { length: pageCount },
    (_, index) => `${firstPageObject + index} 0 R`,
  );
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${pageCount} /Kids [${pageReferences.join(' ')}] >>`,
    '<< /Length 0 >>\nstream\n\nendstream',
    ...pageReferences.map(
      () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] /Contents 3 0 R >>',
    ),
  ];
  return writePdf(objects);
}

/** A PDF file of the given objects (numbered from 1, the first one the catalog). */
function writePdf(objects: readonly string[]): Buffer {
  const parts = ['%PDF-1.4\n'];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((object, index) => {
    const written = `${index + 1} 0 obj\n${object}\nendobj\n`;
    offsets.push(length);
    parts.push(written);
    length += written.length;
  });
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  parts.push(
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join('')}`,
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  );
  // Every character is ASCII, so string lengths are byte offsets.
  return Buffer.from(parts.join(''), 'latin1');
}

/**
 * A damaged copy of a real PDF: the second half (with the catalog, page tree and cross
 * reference table pdfkit writes last) cut off, and bytes overwritten at the start (the
 * `%PDF` header) and in the middle of what is left.
 */
export function damagePdf(pdf: Buffer): Buffer {
  const damaged = Buffer.from(pdf.subarray(0, Math.floor(pdf.length / 2)));
  damaged.fill(0x00, 0, 8);
  const middle = Math.floor(damaged.length / 2);
  damaged.fill(0xff, middle, Math.min(damaged.length, middle + 512));
  return damaged;
}
