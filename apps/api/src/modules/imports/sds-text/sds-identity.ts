import { PRODUCT_INPUT_LIMITS } from '@sds/contract';
import { findLabelledValue } from './labelled-value.ts';
import { BULLET_SOURCE } from './sds-bullets.ts';
import type { SdsText } from './sds-sections.ts';
import { hasStatementCode } from './sds-statements.ts';

const ARTICLE_NUMBER_LABELS = [
  String.raw`article\s*(?:number|no\.?|nr\.?)|item\s*(?:number|no\.?)`,
  String.raw`artikelnummer|artikelnr\.?|art\.?\s?-?\s?nr\.?`,
  String.raw`r[ée]f[ée]rence(?:\s+(?:du\s+)?(?:produit|article))?|n°\s+d['’]article`,
].join('|');

const SUPPLIER_LABELS = [
  // Sub-section 1.3's own title, when the company follows it (`1.3. Einzelheiten zum : …`).
  String.raw`details\s+of\s+the\s+supplier(?:\s+of\s+the\s+safety\s+data\s+sheet)?`,
  String.raw`einzelheiten\s+zum(?:\s+lieferanten)?|details\s+betreffende(?:\s+de(?:\s+verstrekker)?)?`,
  String.raw`renseignements(?:\s+concernant\s+le(?:\s+fournisseur)?)?`,
  String.raw`company\s+identification|supplier\s+address|supplier['’]s\s+details`,
  String.raw`supplier|manufacturer|importer|company(?:\s+name)?|distributor`,
  String.raw`leverancier|fabrikant|bedrijf(?:snaam)?|firma(?:naam)?`,
  String.raw`lieferant|hersteller|unternehmen|firma`,
  String.raw`fournisseur|fabricant|soci[ée]t[ée]|distributeur`,
].join('|');

/**
 * A company that acts for another (`C & A Service Inc. as agents for` / `Citrus and Allied
 * Essences, Ltd`): the supplier is the one it names on the next line.
 */
const AGENT_FOR = /\s(?:as\s+agents?\s+for|on\s+behalf\s+of)\s*$/iu;

/**
 * Two companies side by side, as a two-column block prints them (`Pfizer Inc Pfizer Ltd`): the
 * first ends in its legal form and the second starts with the first's first word.
 */
const LEGAL_FORM = String.raw`\b(?:inc|incorporated|ltd|llc|gmbh|ag|s\.?a\.?s?|b\.?v|n\.?v|plc|corp|corporation|co|limited|s\.?p\.?a)\.?`;
const TWO_COMPANIES = new RegExp(String.raw`^((\S+)\s.*?${LEGAL_FORM})\s+\2\b`, 'iu');
/** A company's name ends in its legal form (`Firmenich & Cie S.A.S`, `Kerry Inc.`). */
const COMPANY_NAME = new RegExp(String.raw`${LEGAL_FORM}\s*$`, 'iu');
/** A person, by a title or their role, where a block names its author above the company. */
const PERSON_WITH_ROLE =
  /;|^(?:mr|mrs|ms|dr)\.?\s|\b(?:engineer|toxicologist|chemist|manager|officer|specialist|coordinator)\b/iu;

/** What follows a company's name on its line: its telephone, e-mail, or a trailing comma. */
const AFTER_COMPANY_NAME = /(?:\s+(?:phone|tel\.?|telephone|fax|e-?mail)\b.*|[\s,;:]+)$/iu;

const VERSION_LABELS = String.raw`(?<!\p{L})(?:version|versie|versienummer|versionsnummer|version\s+n°)`;
const VERSION_VALUE = String.raw`(\d+(?:[.,]\d+)*)`;

/**
 * The value of a line that starts with a label (`Product name: Acetone Cleaner 5L`, also in
 * table form without a colon, `Hersteller/Lieferant: …` with labels chained by a slash); when
 * the label stands alone, the next line. Labels must start the line: "1.3 Details of the
 * supplier of the safety data sheet" is a sub-heading, not a supplier.
 */
export function valueOfLabelledLine(
  lines: readonly string[],
  labels: string,
  isNotAValue?: (value: string) => boolean,
): string | null {
  const labelled = new RegExp(
    // `MANUFACTURER'S NAME` is no `Manufacturer` label with a value.
    String.raw`^(?:${labels})(?:\s*[/,]\s*(?:${labels}))*,?(?:\s+information)?(?![\p{L}'’])\s*(?:\([^()]{0,60}\))?\s*[:：]?\s*(.*)$`,
    'iu',
  );
  const values = lines.map((line) => {
    const found = labelled.exec(withoutLeader(line))?.[1]?.trim();
    // `Manufacturer l Innophos`: a bullet may stand between the label and its value too.
    const value = found === undefined ? undefined : withoutLeader(found);
    // What a sub-heading's title continues with is no value: look under it.
    return value !== undefined && isNotAValue?.(value) === true ? '' : value;
  });
  // A label with its value on its line first; a sub-heading such as `1.1 Product identifier`
  // that stands alone comes before the labelled line it heads.
  const inlineIndex = values.findIndex((value) => value !== undefined && value !== '');
  if (inlineIndex !== -1) {
    return withContinuation(withoutLeader(values[inlineIndex] ?? ''), lines[inlineIndex + 1]);
  }
  for (const [index, value] of values.entries()) {
    const isNoValue = (line: string) => labelled.test(line) || isNotAValue?.(line) === true;
    const below = value === '' ? valueBelow(lines, index, isNoValue) : null;
    if (below) return below;
  }
  return null;
}

/**
 * What may stand before a label or a value: a sub-section number (`1.1.`), a bullet, and the
 * `l` that a bullet of the Wingdings font becomes in a PDF's text (`l Trisodium phosphate`).
 */
const LEADER = new RegExp(
  String.raw`^(?:\d{1,2}\.\d{1,2}\.?\s+|${BULLET_SOURCE}|l\s+(?=\p{Lu}))`,
  'u',
);

export function withoutLeader(text: string): string {
  return text.replace(LEADER, '');
}

/** A line that is a label of its own (`Sales No. : L-1927`, `Address`, `1.2 Uses`), not a value. */
const NOT_A_VALUE =
  /^(?:\d{1,2}\.\d{1,2}|[^:]{1,40}\s:\s|(?:address|street|telephone|phone|tel\.?|fax|telefax|e-?mail|website|adres|adresse|straße|strasse)\b)/iu;

/**
 * The labels of section 1's other fields, standing alone: in a two-column block that OCR or the
 * PDF reads column after column (`Product name` / `Product code` / `: LYCHEE FLAVOR` / `: 839290`),
 * the labels come first, then the values in their order.
 */
const OTHER_LABEL = new RegExp(
  String.raw`^(?:product\s+(?:code|type)|material\s+(?:number|no\.?)|item\s+(?:number|no\.?)|` +
    String.raw`chemical\s+name|synonyms?|other\s+means\s+of|identification$|cas[\s-]|ec[\s-]no|` +
    String.raw`recommended\s+use|restrictions?\s+on\s+use|relevant\s+identified\s+uses|` +
    String.raw`details\s+of\s+the\s+supplier|company\s+name|manufacturer\s+or\s+supplier)|\bemergency\b`,
  'iu',
);

/** How far under a label that stands alone its value may be, past other labels only. */
const LABEL_COLUMN_LINES = 8;

/**
 * The rest of sub-section 1.3's title (`leverancier van het veiligheidsinformatieblad`), which
 * is no company: company names start with a capital.
 */
const isTitleRest = (value: string) =>
  /^\p{Ll}/u.test(value) ||
  // A statement beside the title, where a page's two columns were read as one (`… H319 Causes`).
  hasStatementCode(value) ||
  /safety\s+data\s+sheet|veiligheidsinformatieblad|sicherheitsdatenblatt|fiche\s+de\s+donn/iu.test(
    value,
  );

/**
 * The value under a label that stands alone: the first of the next lines that is one, neither a
 * label of another kind nor one of the same (`Manufacturer` under `Manufacturer information`),
 * before the next sub-section.
 */
function valueBelow(
  lines: readonly string[],
  labelIndex: number,
  isLabel: (line: string) => boolean,
): string | null {
  for (const line of lines.slice(labelIndex + 1, labelIndex + 1 + LABEL_COLUMN_LINES)) {
    // The next sub-section's title (`1.2 Relevant identified uses`): no value under this label.
    if (/^\d{1,2}\.\d{1,2}(?!\d)/.test(line.trim())) break;
    // A value of a label column, after its colon (`: LYCHEE TYPE FLAVOR N&A`).
    const candidate = withoutLeader(line.trim()).replace(/^[:：]\s*/, '');
    if (candidate === '' || candidate.endsWith(':')) continue;
    if (NOT_A_VALUE.test(candidate) || OTHER_LABEL.test(candidate) || isLabel(candidate)) continue;
    return candidate;
  }
  return null;
}

/**
 * Section 1's lines as printed, page headers and footers included. Its sections' texts leave
 * out a line that every page repeats, but the product's name that a page header repeats is
 * still the value under section 1's `Product identifier`. Without a heading of section 1 (OCR
 * read `1 IDENTIFICATION` as `A IDENTIFICATION`), the lines above section 2's: the title block
 * and section 1 whose heading was lost, never a later section's `Product:`. Null when neither
 * heading was found.
 */
export function identificationLinesAsPrinted(sds: SdsText): string[] | null {
  const parts = sds.headings.flatMap((heading, index) => {
    if (heading.number !== 1) return [];
    const end = sds.headings[index + 1]?.lineIndex ?? sds.lines.length;
    return [sds.lines.slice(heading.lineIndex + heading.lineCount, end)];
  });
  if (parts.length > 0) return parts.flat();
  const section2 = sds.headings.find((heading) => heading.number === 2);
  return section2 ? sds.lines.slice(0, section2.lineIndex) : null;
}

/**
 * A value that ends in a hyphen runs on at the start of the next line, which is no label
 * (`WINDEX® ORIGINAL GLASS CLEANER WITH AMMONIA-` / `D®`).
 */
function withContinuation(value: string, nextLine: string | undefined): string {
  if (!value.endsWith('-') || nextLine === undefined) return value;
  const next = withoutLeader(nextLine.trim());
  return next === '' || NOT_A_VALUE.test(next) || next.includes(':') ? value : value + next;
}

/**
 * A name as a person types it: without the characters of a PDF font's private area that a
 * trademark sign became (`ULTRAMID\uf0d2 A3X2G10`), which no keyboard and no other font shows.
 */
export function withoutPrivateGlyphs(value: string): string {
  return value
    .replace(/\p{Co}/gu, '')
    .replace(/^[©®]\s*/u, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * What a sheet prints before its first section heading: its title block, where an old form
 * (an OSHA MSDS with Roman-numeral sections) names its maker and emergency number.
 */
export function titleBlockLines(sds: SdsText): string[] {
  return sds.lines.slice(0, sds.headings[0]?.lineIndex ?? 0);
}

/**
 * The maker an old form's title block names: after a label (`Manufacturer: …`), else on a line of
 * its own that ends in a legal form (`Robertet Flavors, Inc.`). For a sheet whose section 1
 * names no supplier.
 */
export function readTitleBlockSupplier(titleBlock: readonly string[]): string | null {
  const labelled = readSupplier(titleBlock);
  if (labelled) return labelled;
  const company = titleBlock.find(
    (line) => line.length <= 60 && COMPANY_NAME.test(line) && !NOT_A_VALUE.test(line),
  );
  return company ? withoutPrivateGlyphs(company).slice(0, PRODUCT_INPUT_LIMITS.name) : null;
}

/** The supplier's article number, when section 1 labels one. */
export function readArticleNumber(section1: readonly string[]): string | null {
  const value = valueOfLabelledLine(section1, ARTICLE_NUMBER_LABELS);
  if (value === null) return null;
  // A code is one word; a longer value is the code and what the table put after it.
  const code = value.length <= PRODUCT_INPUT_LIMITS.code ? value : (value.split(' ')[0] ?? '');
  return code.slice(0, PRODUCT_INPUT_LIMITS.code) || null;
}

/** The company named in sub-section 1.3 (or section 1) after a label such as `Supplier:`. */
export function readSupplier(supplierLines: readonly string[]): string | null {
  let value = valueOfLabelledLine(supplierLines, SUPPLIER_LABELS, isTitleRest);
  const nextLine = () => {
    const index = supplierLines.findIndex((line) => line.includes(value ?? ''));
    return withoutLeader(supplierLines[index + 1]?.trim() ?? '');
  };
  if (value !== null && AGENT_FOR.test(value)) value = nextLine();
  // A contact person above the company (`Anne-Claude Verrier; Chemical Engineer`): the company.
  if (value !== null && PERSON_WITH_ROLE.test(value) && COMPANY_NAME.test(nextLine())) {
    value = nextLine();
  }
  value = value === null ? null : (TWO_COMPANIES.exec(value)?.[1] ?? value);
  const name = value === null ? '' : withoutPrivateGlyphs(value.replace(AFTER_COMPANY_NAME, ''));
  return name ? name.slice(0, PRODUCT_INPUT_LIMITS.name) : null;
}

/** The sheet's version (`3.1`), after `Version`, `Versie` or `Versionsnummer`. */
export function readVersion(text: string): string | null {
  return findLabelledValue(text, VERSION_LABELS, VERSION_VALUE);
}
