import { describe, expect, it } from 'vitest';
import {
  buildCorruptPdf,
  buildLetterPdf,
  buildManyPagesPdf,
  buildScannedPdf,
  buildSdsPdf,
} from '../../../testing/sds-pdf-fixtures.ts';
import { readPdf, type PdfLimits } from './read-pdf.ts';

const LIMITS: PdfLimits = {
  maxPages: 100,
  maxTextCharacters: 1_000_000,
  maxAttachmentBytes: 5_000_000,
};

const SDSCOM_XML = '<?xml version="1.0" encoding="UTF-8"?><DatasheetFeed>Acétone</DatasheetFeed>';

/** Every byte value, so an attachment that was re-encoded or cut would show. */
function everyByte(): Uint8Array {
  return Uint8Array.from({ length: 512 }, (_, index) => index % 256);
}

describe('readPdf', () => {
  it('gives the text line by line, each section heading with its title on one line', async () => {
    const pdf = await buildSdsPdf({ language: 'nl' });

    const contents = await readPdf(pdf, LIMITS);

    const lines = contents.text.split('\n');
    expect(contents.pageCount).toBe(3);
    expect(lines).toContain('RUBRIEK 4: Eerstehulpmaatregelen');
    expect(lines).toContain('RUBRIEK 14: Informatie met betrekking tot het vervoer');
    // A label and its value drawn as two table cells come back as one line.
    expect(lines).toContain('14.4 Verpakkingsgroep: II');
    expect(lines).toContain('Handelsnaam: Acetone Cleaner 5L');
    expect(lines).toContain('Pagina 2 van 3');
    expect(lines.indexOf('RUBRIEK 4: Eerstehulpmaatregelen')).toBeLessThan(
      lines.indexOf('RUBRIEK 5: Brandbestrijdingsmaatregelen'),
    );
  });

  it('keeps accented letters and superscripts of the text', async () => {
    const contents = await readPdf(await buildSdsPdf({ language: 'de' }), LIMITS);

    expect(contents.text.split('\n')).toContain('Abschnitt 4 - Erste-Hilfe-Maßnahmen');
    expect(contents.text).toContain('Aceton: Arbeitsplatzgrenzwert 1200 mg/m³ (TRGS 900).');
    expect(contents.text).toContain('Überarbeitet am: 12.03.2024');
  });

  it('returns the embedded files, document-level and behind annotations, with their exact bytes', async () => {
    const pdf = await buildSdsPdf({
      language: 'en',
      attachments: [
        { name: 'sds.xml', content: SDSCOM_XML, mimeType: 'application/xml' },
        { name: 'bytes.bin', content: everyByte(), mimeType: 'application/octet-stream' },
        { name: 'clip.xml', content: '<clip/>', mimeType: 'application/xml', placement: 'page' },
      ],
    });

    const { attachments } = await readPdf(pdf, LIMITS);

    expect(attachments.map(({ name }) => name)).toEqual(['bytes.bin', 'sds.xml', 'clip.xml']);
    const byName = new Map(attachments.map(({ name, content }) => [name, content]));
    expect(Buffer.from(byName.get('sds.xml')!).toString('utf8')).toBe(SDSCOM_XML);
    expect(byName.get('bytes.bin')).toEqual(everyByte());
    expect(Buffer.from(byName.get('clip.xml')!).toString('utf8')).toBe('<clip/>');
  });

  it('skips an embedded file bigger than maxAttachmentBytes and keeps the others', async () => {
    const pdf = await buildSdsPdf({
      language: 'en',
      attachments: [
        { name: 'sds.xml', content: SDSCOM_XML, mimeType: 'application/xml' },
        { name: 'big.bin', content: new Uint8Array(4_096), mimeType: 'application/octet-stream' },
      ],
    });

    const { attachments } = await readPdf(pdf, { ...LIMITS, maxAttachmentBytes: 1_000 });

    expect(attachments.map(({ name }) => name)).toEqual(['sds.xml']);
  });

  it('leaves the caller’s bytes usable (pdf.js works on a copy)', async () => {
    const pdf = await buildLetterPdf();
    const length = pdf.length;

    await readPdf(pdf, LIMITS);

    expect(pdf.length).toBe(length);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('stops reading text at maxTextCharacters', async () => {
    const contents = await readPdf(await buildSdsPdf({ language: 'en' }), {
      ...LIMITS,
      maxTextCharacters: 200,
    });

    expect(contents.text).toHaveLength(200);
    expect(contents.text.startsWith('SAFETY DATA SHEET')).toBe(true);
  });

  it('refuses a password-protected PDF as pdf-encrypted', async () => {
    const pdf = await buildSdsPdf({ language: 'fr', userPassword: 'geheim' });

    await expect(readPdf(pdf, LIMITS)).rejects.toMatchObject({
      name: 'ImportError',
      reason: 'pdf-encrypted',
    });
  });

  it('refuses a PDF cut in half and overwritten as pdf-corrupt', async () => {
    await expect(readPdf(await buildCorruptPdf(), LIMITS)).rejects.toMatchObject({
      name: 'ImportError',
      reason: 'pdf-corrupt',
    });
  });

  it('refuses bytes that are no PDF at all as pdf-corrupt', async () => {
    const notAPdf = new TextEncoder().encode('Dit is geen PDF maar een tekstbestand.\n');

    await expect(readPdf(notAPdf, LIMITS)).rejects.toMatchObject({ reason: 'pdf-corrupt' });
    await expect(readPdf(new Uint8Array(0), LIMITS)).rejects.toMatchObject({
      reason: 'pdf-corrupt',
    });
  });

  it('refuses a 5,000-page PDF as pdf-too-large, fast, without reading its pages', async () => {
    const bomb = buildManyPagesPdf(5_000);
    const started = performance.now();

    await expect(readPdf(bomb, { ...LIMITS, maxPages: 50 })).rejects.toMatchObject({
      name: 'ImportError',
      reason: 'pdf-too-large',
      message: expect.stringContaining('5000 pages'),
    });

    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('reads a PDF of exactly maxPages pages', async () => {
    const contents = await readPdf(buildManyPagesPdf(50), { ...LIMITS, maxPages: 50 });

    expect(contents).toEqual({
      pageCount: 50,
      text: '',
      pageTexts: Array<string>(50).fill(''),
      attachments: [],
    });
  });

  it('gives a scanned page (an image, no text layer) an empty text', async () => {
    const contents = await readPdf(await buildScannedPdf(), LIMITS);

    expect(contents).toEqual({ pageCount: 1, text: '', pageTexts: [''], attachments: [] });
  });
});
