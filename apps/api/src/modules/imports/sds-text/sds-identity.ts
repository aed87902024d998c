import { PRODUCT_INPUT_LIMITS } from '@sds/contract';
import { findLabelledValue } from './labelled-value.ts';

const PRODUCT_NAME_LABELS = [
  String.raw`product\s*name|trade\s*name|name\s+of\s+the\s+product`,
  String.raw`productnaam|handelsnaam|naam\s+van\s+het\s+product`,
  String.raw`produktname|handelsname|produktbezeichnung`,
  String.raw`nom\s+du\s+produit|nom\s+commercial|d[ée]signation\s+commerciale`,
].join('|');

const ARTICLE_NUMBER_LABELS = [
  String.raw`article\s*(?:number|no\.?|nr\.?)|item\s*(?:number|no\.?)`,
  String.raw`artikelnummer|artikelnr\.?|art\.?\s?-?\s?nr\.?`,
  String.raw`r[ée]f[ée]rence(?:\s+(?:du\s+)?(?:produit|article))?|n°\s+d['’]article`,
].join('|');

const SUPPLIER_LABELS = [
  String.raw`supplier|manufacturer|company(?:\s+name)?|distributor`,
  String.raw`leverancier|fabrikant|bedrijf(?:snaam)?|firma(?:naam)?`,
  String.raw`lieferant|hersteller|unternehmen|firma`,
  String.raw`fournisseur|fabricant|soci[ée]t[ée]|distributeur`,
].join('|');

const VERSION_LABELS = String.raw`(?<!\p{L})(?:version|versie|versienummer|versionsnummer|version\s+n°)`;
const VERSION_VALUE = String.raw`(\d+(?:[.,]\d+)*)`;

/**
 * The value of a line that starts with a label (`Product name: Acetone Cleaner 5L`, also in
 * table form without a colon, `Hersteller/Lieferant: …` with labels chained by a slash); when
 * the label stands alone, the next line. Labels must start the line: "1.3 Details of the
 * supplier of the safety data sheet" is a sub-heading, not a supplier.
 */
export function valueOfLabelledLine(lines: readonly string[], labels: string): string | null {
  const labelled = new RegExp(
    String.raw`^(?:${labels})(?:\s*/\s*(?:${labels}))*(?!\p{L})\s*(?:\([^()]{0,60}\))?\s*[:：]?\s*(.*)$`,
    'iu',
  );
  for (const [index, line] of lines.entries()) {
    const value = labelled.exec(line)?.[1]?.trim();
    if (value === undefined) continue;
    if (value !== '') return value;
    const next = lines[index + 1];
    if (next && !next.endsWith(':')) return next;
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
  return (
    valueOfLabelledLine(supplierLines, SUPPLIER_LABELS)?.slice(0, PRODUCT_INPUT_LIMITS.name) ?? null
  );
}

/** The sheet's version (`3.1`), after `Version`, `Versie` or `Versionsnummer`. */
export function readVersion(text: string): string | null {
  return findLabelledValue(text, VERSION_LABELS, VERSION_VALUE);
}
