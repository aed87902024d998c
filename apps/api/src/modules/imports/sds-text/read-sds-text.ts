import { labelSignalWordOf } from '../../products/index.ts';
import { emptyImportedSheet, type ImportedSheet } from '../imported-sheet.ts';
import { dateOrderOf } from './sds-date-order.ts';
import { readRevisionDate } from './sds-dates.ts';
import { readEmergencyPhone } from './sds-emergency-phone.ts';
import {
  readCasNumbers,
  readContains,
  readPictograms,
  readSignalWord,
} from './sds-hazard-fields.ts';
import {
  identificationLinesAsPrinted,
  readArticleNumber,
  readSupplier,
  readTitleBlockSupplier,
  readVersion,
  titleBlockLines,
} from './sds-identity.ts';
import { readSupplierContact } from './sds-supplier-contact.ts';
import { readUfi } from './sds-ufi.ts';
import { readProductName } from './sds-product-name.ts';
import { LOCALE_OF_LANGUAGE } from './sds-languages.ts';
import { mapProductSections } from './sds-product-sections.ts';
import { isSafetyDataSheet } from './sds-recognition.ts';
import {
  splitSdsText,
  subsectionLines,
  withoutRunningLines,
  type SdsText,
} from './sds-sections.ts';
import { linesOutsideIngredients, withStatementsPrintedAsTexts } from './sds-statements-as-text.ts';
import { hasStatementCode, readStatements } from './sds-statements.ts';
import { readSdsEvidence } from './sds-evidence.ts';
import { readStorageClass } from './sds-storage-class.ts';
import { readTransport } from './sds-transport.ts';
import { sheetPictograms, type DrawnPictograms } from './sheet-pictograms.ts';

/**
 * Reads an SDS's fields from its text, for a PDF without SDScom XML: the fallback whose
 * results a key user confirms (`source: 'text'`). The text is cut into the 16 sections by their
 * headings (Dutch, English, German or French, which also gives the locale); each field is read
 * from the section that holds it, or from the whole text when the headings are not found.
 * Returns null when the text is no safety data sheet: too few of an SDS's section headings in
 * their order, whatever codes it prints (a scan without a text layer, a label, a product data
 * sheet, a letter: sds-recognition.ts). `drawnPictograms`: the pictograms drawn on the PDF's
 * section 2 pages (pictograms/read-drawn-pictograms.ts), when they were looked at.
 */
export function readSdsText(
  text: string | SdsText,
  { drawnPictograms }: { drawnPictograms?: DrawnPictograms | null } = {},
): ImportedSheet | null {
  // A caller that has split the text already (to decide whether to draw pages) passes it split.
  const sds = typeof text === 'string' ? splitSdsText(text) : text;
  if (!isSafetyDataSheet(sds)) return null;
  const wholeText = sds.lines.join('\n');
  const section = (number: number) => sds.sections.get(number) ?? null;
  const sectionText = (number: number) => section(number)?.join('\n') ?? null;
  const section1 = identificationLinesAsPrinted(sds) ?? sds.lines;
  const name = readProductName(section1, titleBlockLines(sds));
  const supplier = readSupplier(supplierLines(sds)) ?? readTitleBlockSupplier(titleBlockLines(sds));
  const label = hazardLabel(sds, { section2: sectionText(2), wholeText, drawnPictograms });
  return {
    ...emptyImportedSheet('text'),
    locale: sds.language ? LOCALE_OF_LANGUAGE[sds.language] : null,
    name,
    articleNumber: readArticleNumber(section1),
    ufi: readUfi(wholeText),
    supplier,
    ...readSupplierContact(section(1)),
    emergencyPhone: readEmergencyPhone(section(1)) ?? readEmergencyPhone(titleBlockLines(sds)),
    revisionDate: readRevisionDate(wholeText, dateOrderOf(wholeText, sds.language)),
    version: readVersion(wholeText),
    // Unread (OCR lost the word beside the pictograms): the one the statements call for, to confirm.
    signalWord:
      readSignalWord(section(2), wholeText) ??
      labelSignalWordOf(label.hStatements.map(({ code }) => code)),
    ...label,
    casNumbers: readCasNumbers(sectionText(3), textWithoutSection16(sds)),
    contains: readContains(section(3)),
    ...readTransport(sectionText(14), wholeText),
    storageClass: readStorageClass([sectionText(7), sectionText(15), wholeText]),
    sections: mapProductSections(withoutRunningLines(sds, [name, supplier]).sections),
    evidence: readSdsEvidence(sds),
  };
}

/**
 * The statements, and the pictograms: those the text names (`GHS02`) and those drawn on the
 * section 2 pages, else those the hazard statements carry under CLP Annex I, for a key user to
 * confirm (sheet-pictograms.ts).
 */
function hazardLabel(
  sds: SdsText,
  text: {
    section2: string | null;
    wholeText: string;
    drawnPictograms: DrawnPictograms | null | undefined;
  },
) {
  const statements = withStatementsPrintedAsTexts(
    readStatements(statementListLines(sds), statementTextLines(sds)),
    sds,
  );
  const pictograms = sheetPictograms({
    written: readPictograms(text.section2, text.wholeText),
    drawn: text.drawnPictograms,
    hazardCodes: statements.hStatements.map(({ code }) => code),
  });
  return { ...statements, pictograms };
}

/**
 * Where the supplier is named: sub-section 1.3, then the rest of section 1 (a layout that names
 * the manufacturer under 1.1 and only a contact under 1.3); never elsewhere.
 */
function supplierLines(sds: SdsText): readonly string[] {
  const section1 = sds.sections.get(1);
  if (!section1) return [];
  return [...(subsectionLines(section1, 1, 3) ?? []), ...section1];
}

/**
 * Where the product's own statements are listed: sub-section 2.2, its label elements, when it
 * names any code (2.1's classification may list codes the label does not carry, such as an
 * H318 under the label's H314); else section 2. A section 2 without codes lists none: the codes
 * elsewhere are the ingredients' (section 3, their full texts in 16), and a label printed as
 * texts is read by sds-statements-as-text.ts. Only a sheet whose section 2 was not found is
 * searched whole, less sections 3 and 16 (the ingredients' codes and their texts).
 */
function statementListLines(sds: SdsText): readonly string[] {
  const section2 = sds.sections.get(2);
  if (!section2) return linesOutsideIngredients(sds);
  if (!hasStatementCode(section2.join('\n'))) return [];
  const labelElements = subsectionLines(section2, 2, 2);
  return labelElements && hasStatementCode(labelElements.join('\n')) ? labelElements : section2;
}

/**
 * Where statement texts are looked up: section 2 and 16 first (the label elements and the
 * full texts), then the rest, less section 3, whose composition table puts hazard classes
 * (`Eye Irrit. 2`) after the codes.
 */
function statementTextLines(sds: SdsText): string[] {
  if (sds.sections.size === 0) return sds.lines;
  const order = [
    2,
    16,
    ...[...sds.sections.keys()].filter((number) => ![2, 3, 16].includes(number)),
  ];
  return order.flatMap((number) => sds.sections.get(number) ?? []);
}

/**
 * The text without section 16, whose abbreviations and full texts name the CAS numbers of
 * whatever the supplier's other sheets contain.
 */
function textWithoutSection16(sds: SdsText): string {
  const section16 = new Set(sds.sections.get(16) ?? []);
  return sds.lines.filter((line) => !section16.has(line)).join('\n');
}
