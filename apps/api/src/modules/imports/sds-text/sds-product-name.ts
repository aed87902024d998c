import { PRODUCT_INPUT_LIMITS } from '@sds/contract';
import { nameAsTitled } from './name-in-title-block.ts';
import { valueOfLabelledLine, withoutLeader, withoutPrivateGlyphs } from './sds-identity.ts';

const PRODUCT_NAME_LABELS = [
  String.raw`trade\s*name\s+or(?:\s+designation(?:\s+of\s+the\s+(?:mixture|substance))?)?|(?:commercial\s+)?product\s*name|trade\s*name|name\s+of\s+the\s+product|material\s+name|product\s+description|item\s+reference`,
  String.raw`(?:ghs\s+)?product\s+identifier(?:\s+used\s+on\s+the\s+label)?|product(?=\s*:)|product\s+information(?=\s*$)`,
  String.raw`productnaam|handelsnaam|naam\s+van\s+het\s+product|productidentificatie|product\s*identificatie`,
  String.raw`produktname|handelsname|produktbezeichnung|produktidentifikator`,
  String.raw`nom\s+du\s+produit|nom\s+commercial|d[ée]signation\s+commerciale|identificateur\s+de(?:\s+produit)?`,
].join('|');

/**
 * A product code standing where a name is looked for (`552969 T`, `RM0002210`, `503296 C8K -
 * 170A9Y0G` under `Product identifier`): the supplier's number, not the name, which follows it.
 */
const PRODUCT_CODE =
  /^(?:\d[\d\s./-]*\p{Lu}?|\p{Lu}{1,3}\d{5,}|\d{5,}(?!\s?\p{Lu}?\s+-\s+\p{L}{3}).*)$/u;
/** A product number after the name on its line (`Item reference: BENZYL ALCOHOL 905377`). */
const NUMBER_AFTER_NAME = /(?<=\p{L}.*)\s+\d{5,}$/u;
/** A product code before the name on its line (`599325 C - NAT STRAWBERRY WONF`). */
const CODE_BEFORE_NAME = /^\d{5,}\s?\p{Lu}?\s+-\s+(?=\p{L}{3})/u;

/**
 * The product's name from section 1 (its trade name); a product code is not its name. The title
 * block, when it prints the name too, completes a name broken over lines (name-in-title-block.ts).
 */
export function readProductName(
  section1: readonly string[],
  titleBlock: readonly string[] = [],
): string | null {
  const value =
    valueOfLabelledLine(section1, PRODUCT_NAME_LABELS, (line) => PRODUCT_CODE.test(line)) ??
    unlabelledNameAboveItsNumber(section1);
  if (value === null) return null;
  const titled = nameAsTitled(value, section1, titleBlock);
  const withoutCode = titled.name.replace(CODE_BEFORE_NAME, '');
  const name = withoutPrivateGlyphs(
    titled.isTitled ? withoutCode : withoutCode.replace(NUMBER_AFTER_NAME, ''),
  );
  return name === '' ? null : name.slice(0, PRODUCT_INPUT_LIMITS.name);
}

/** A line that labels the product's number or code (`Product Number: C:A19086P`). */
const PRODUCT_NUMBER_LINE =
  /^(?:product|item|article|material|catalog(?:ue)?|stock)\s*(?:number|no\.?|code|#)\s*[:：]/iu;
/** A section or sub-section heading (`Section1. Chemical Identification`, `1.1 Product …`). */
const HEADING_LINE = /^(?:section\s*\d|\d{1,2}(?:\.\d{1,2})*\.?\s)/iu;

/**
 * A name printed without a label, as a title right above the product's labelled number (old US
 * forms: `CODE 17027 EBU` / `Product Number: C:A19086P`): read only when no label names the
 * product, and only a line that is neither a heading, a labelled value nor a sentence.
 */
function unlabelledNameAboveItsNumber(section1: readonly string[]): string | null {
  const numberAt = section1.findIndex((line) => PRODUCT_NUMBER_LINE.test(withoutLeader(line)));
  if (numberAt < 1) return null;
  const above = withoutLeader(section1[numberAt - 1] ?? '').trim();
  const isBareName =
    /\p{L}{2}/u.test(above) &&
    above.length <= 80 &&
    !/[:：]/u.test(above) &&
    !/[.!?]$/u.test(above) &&
    !HEADING_LINE.test(above);
  return isBareName ? above : null;
}
