import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfToBuffer } from '../../../platform/pdf/pdf-document.ts';
import { readPdf } from '../pdf/read-pdf.ts';
import { readSdsText } from './read-sds-text.ts';
import { isSafetyDataSheet } from './sds-recognition.ts';
import { splitSdsText } from './sds-sections.ts';

// Made-up texts in the layouts of documents that travel with chemicals.

/** A container label: product, supplier, signal word, codes and a "safety data sheet" phrase. */
const LABEL = [
  'ACETONE CLEANER 5L',
  'Voorbeeld Chemie B.V., Industrieweg 12, 3044 AS Rotterdam, +31 10 123 45 67',
  'DANGER',
  'HAZARD STATEMENTS',
  'H225 Highly flammable liquid and vapour.',
  'H319 Causes serious eye irritation.',
  'PRECAUTIONARY STATEMENTS',
  'P210 Keep away from heat, hot surfaces, sparks, open flames. No smoking.',
  'P305+P351+P338 IF IN EYES: Rinse cautiously with water for several minutes.',
  'FIRST AID',
  'If swallowed: call a poison center.',
  'STORAGE AND DISPOSAL',
  'Store in a well-ventilated place. Dispose of contents to an approved waste plant.',
  'EUH210 Safety data sheet available on request.',
  'UN 1090 Contains acetone. 5 L',
].join('\n');

/** A product (technical) data sheet with numbered headings of its own. */
const TECHNICAL_DATA_SHEET = [
  'TECHNICAL DATA SHEET',
  'Acetone Cleaner 5L',
  '1. Description',
  'A fast-drying cleaner for metal surfaces before bonding.',
  '2. Applications',
  'Degreasing of steel and aluminium; removal of adhesive residues.',
  '3. Technical data',
  'Density at 20 °C: 0.79 g/cm³. Flash point: < 0 °C.',
  '4. Directions for use',
  'Apply with a lint-free cloth; let evaporate for 2 minutes.',
  '5. Storage',
  'Store at 5-25 °C, in the closed original container. Shelf life 24 months.',
  '6. Packaging',
  '5 L can, 200 L drum.',
  'Hazard statements: H225, H319. See the safety data sheet.',
].join('\n');

/** A letter that answers a customer's question about a product. */
const LETTER = [
  'Voorbeeld Chemie B.V.',
  'Rotterdam, 12 March 2024',
  'Subject: your question about Acetone Cleaner 5L',
  'Dear Ms De Vries,',
  'The product is classified H225 and H319; please find the safety data sheet attached, in',
  'section 8 of which the protective gloves are given.',
  'Kind regards,',
  'Pieter Jansen',
].join('\n');

const require = createRequire(import.meta.url);

/** A container label as a PDF: the label's lines in two columns on a small page. */
async function buildLabelPdf(): Promise<Buffer> {
  const document = new PDFDocument({
    size: [595, 300],
    margin: 20,
    info: { CreationDate: new Date(0) },
  });
  document.registerFont('regular', require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
  document.font('regular').fontSize(8);
  const lines = LABEL.split('\n');
  const half = Math.ceil(lines.length / 2);
  lines.forEach((line, index) => {
    const column = index < half ? 0 : 1;
    document.text(line, 20 + column * 290, 20 + (index % half) * 30, { width: 270 });
  });
  return pdfToBuffer(document);
}

describe('what is not a safety data sheet', () => {
  it('refuses a container label PDF, whose codes, signal word and name are all a label has', async () => {
    const limits = { maxPages: 10, maxTextCharacters: 100_000, maxAttachmentBytes: 1_000 };
    const { text } = await readPdf(await buildLabelPdf(), limits);
    expect(text).toContain('H225');
    expect(readSdsText(text)).toBeNull();
  });

  it.each([
    ['a label', LABEL],
    ['a technical data sheet', TECHNICAL_DATA_SHEET],
    ['a letter', LETTER],
  ])('refuses %s, codes and all', (_what, text) => {
    expect(isSafetyDataSheet(splitSdsText(text))).toBe(false);
    expect(readSdsText(text)).toBeNull();
  });
});

describe('what is a safety data sheet', () => {
  it('takes four numbered sections in order, even without a code', () => {
    const text = [
      'SECTION 1: Identification of the substance/mixture and of the company/undertaking',
      'Product name: Nitrogen',
      'SECTION 2: Hazards identification',
      'Not classified.',
      'SECTION 3: Composition/information on ingredients',
      'Nitrogen 7727-37-9 100 %',
      'SECTION 4: First aid measures',
      'Remove to fresh air.',
    ].join('\n');
    expect(readSdsText(text)?.name).toBe('Nitrogen');
  });

  it('takes an old OSHA form by its Roman-numbered sections', () => {
    const text = [
      'MATERIAL SAFETY DATA SHEET',
      'SECTION I - IDENTIFICATION',
      'SECTION II - HAZARDOUS INGREDIENTS',
      'SECTION III - PHYSICAL DATA',
      'SECTION IV - FIRE AND EXPLOSION HAZARD DATA',
      'Extinguishing media: water spray.',
    ].join('\n');
    expect(readSdsText(text)?.sections.fireFighting).toBe('Extinguishing media: water spray.');
  });

  it('takes a sheet whose headings have no numbers when it has many of them', () => {
    const titles = [
      'PRODUCT AND COMPANY IDENTIFICATION',
      'HAZARDS IDENTIFICATION',
      'COMPOSITION AND INFORMATION ON INGREDIENTS',
      'FIRST AID MEASURES',
      'FIRE FIGHTING MEASURES',
      'ACCIDENTAL RELEASE MEASURES',
      'HANDLING AND STORAGE',
      'EXPOSURE CONTROLS AND PERSONAL PROTECTION',
    ];
    const text = titles.flatMap((title) => [title, 'Text.']).join('\n');
    expect(isSafetyDataSheet(splitSdsText(text))).toBe(true);
  });

  it('takes a text titled as one that shows codes: a scan whose headings OCR missed', () => {
    const text = [
      'SAFETY DATA SHEET',
      'Product BERRY Print Date 03/21/2018 Page 2 (11)',
      'Hazard statements : H226: Flammable liquid and vapour.',
      'First aid procedures',
    ].join('\n');
    expect(readSdsText(text)?.hStatements.map(({ code }) => code)).toEqual(['H226']);
  });

  it('knows the title in the four languages, with the law it follows', () => {
    for (const title of [
      'Sicherheitsdatenblatt gemäß Verordnung (EG) Nr. 1907/2006',
      'VEILIGHEIDSINFORMATIEBLAD volgens Verordening (EG) nr. 1907/2006',
      'FICHE DE DONNÉES DE SÉCURITÉ',
      'Material Safety Data Sheet',
      'GHS Safety Data Sheet - US',
      'ACME CHEMICALS INC. SAFETY DATA SHEET',
    ]) {
      expect(isSafetyDataSheet(splitSdsText(`${title}\nH319`)), title).toBe(true);
    }
  });

  it.each([
    'Safety data sheet available on request.',
    'Veiligheidsinformatieblad verkrijgbaar op verzoek.',
    'Sicherheitsdatenblatt auf Anfrage erhältlich.',
    'EUH210 Fiche de données de sécurité disponible sur demande.',
    'Please find the safety data sheet attached.',
    'Please find enclosed the safety data sheet',
    'See Safety Data Sheet.',
  ])('refuses a label or letter that says "%s" at its top', (sentence) => {
    expect(isSafetyDataSheet(splitSdsText([sentence, LABEL].join('\n')))).toBe(false);
  });

  it('refuses three numbered sections and nothing else', () => {
    const text = ['1. Identification', '2. Hazard(s) identification', '3. Composition'].join('\n');
    expect(isSafetyDataSheet(splitSdsText(text))).toBe(false);
  });
});
