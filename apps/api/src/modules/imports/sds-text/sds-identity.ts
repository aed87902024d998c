import { PRODUCT_INPUT_LIMITS } from '@sds/contract';
import { findLabelledValue } from './labelled-value.ts';
import { BULLET_SOURCE } from './sds-bullets.ts';

const PRODUCT_NAME_LABELS = [
  String.raw`product\s*name|trade\s*name|name\s+of\s+the\s+product|material\s+name|product\s+description`,
  String.raw`product\s+identifier(?:\s+used\s+on\s+the\s+label)?|product(?=\s*:)`,
  String.raw`productnaam|handelsnaam|naam\s+van\s+het\s+product|productidentificatie|product\s*identificatie`,
  String.raw`produktname|handelsname|produktbezeichnung|produktidentifikator`,
  String.raw`nom\s+du\s+produit|nom\s+commercial|d[ée]signation\s+commerciale|identificateur\s+de(?:\s+produit)?`,
].join('|');

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
  notAValue?: RegExp,
): string | null {
  const labelled = new RegExp(
    String.raw`^(?:${labels})(?:\s*[/,]\s*(?:${labels}))*,?(?:\s+information)?(?!\p{L})\s*(?:\([^()]{0,60}\))?\s*[:：]?\s*(.*)$`,
    'iu',
  );
  const values = lines.map((line) => {
    const value = labelled.exec(withoutLeader(line))?.[1]?.trim();
    // What a sub-heading's title continues with is no value: look under it.
    return value !== undefined && notAValue?.test(value) ? '' : value;
  });
  // A label with its value on its line first; a sub-heading such as `1.1 Product identifier`
  // that stands alone comes before the labelled line it heads.
  const inline = values.find((value) => value !== undefined && value !== '');
  if (inline !== undefined) return withoutLeader(inline);
  for (const [index, value] of values.entries()) {
    const isNoValue = (line: string) => labelled.test(line) || notAValue?.test(line) === true;
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

function withoutLeader(text: string): string {
  return text.replace(LEADER, '');
}

/** A line that is a label of its own (`Sales No. : L-1927`, `Address`, `1.2 Uses`), not a value. */
const NOT_A_VALUE =
  /^(?:\d{1,2}\.\d{1,2}|[^:]{1,40}\s:\s|(?:address|street|telephone|phone|tel\.?|fax|e-?mail|website|adres|adresse|straße|strasse)\b)/iu;

/**
 * The rest of sub-section 1.3's title (`leverancier van het veiligheidsinformatieblad`), which
 * is no company: company names start with a capital.
 */
const TITLE_REST =
  /^\p{Ll}|safety\s+data\s+sheet|veiligheidsinformatieblad|sicherheitsdatenblatt|fiche\s+de\s+donn/u;

/**
 * The value under a label that stands alone: the first of the next three lines that is one,
 * neither a label of another kind nor one of the same (`Manufacturer` under `Manufacturer
 * information`).
 */
function valueBelow(
  lines: readonly string[],
  labelIndex: number,
  isLabel: (line: string) => boolean,
): string | null {
  for (const line of lines.slice(labelIndex + 1, labelIndex + 4)) {
    const candidate = withoutLeader(line.trim());
    if (candidate === '' || candidate.endsWith(':')) continue;
    if (NOT_A_VALUE.test(candidate) || isLabel(candidate)) continue;
    return candidate;
  }
  return null;
}

/** The product's name from section 1 (its trade name). */
export function readProductName(section1: readonly string[]): string | null {
  return (
    valueOfLabelledLine(section1, PRODUCT_NAME_LABELS)?.slice(0, PRODUCT_INPUT_LIMITS.name) ?? null
  );
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
  const value = valueOfLabelledLine(supplierLines, SUPPLIER_LABELS, TITLE_REST);
  const name = value?.replace(AFTER_COMPANY_NAME, '').trim();
  return name ? name.slice(0, PRODUCT_INPUT_LIMITS.name) : null;
}

/** The sheet's version (`3.1`), after `Version`, `Versie` or `Versionsnummer`. */
export function readVersion(text: string): string | null {
  return findLabelledValue(text, VERSION_LABELS, VERSION_VALUE);
}
