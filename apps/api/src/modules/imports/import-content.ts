import {
  CasNumber,
  IMPORTED_FIELDS,
  PRODUCT_INPUT_LIMITS,
  Statement,
  contentFieldSpec,
  hasValidCasCheckDigit,
  type ImportedField,
  type ProductContent,
} from '@sds/contract';
import { isOfficialStatementCode, withOfficialTexts } from '../products/index.ts';
import { isSection, type ImportedSheet } from './imported-sheet.ts';

const clip = (text: string, max: number) => text.trim().slice(0, max).trim();

/**
 * Statements a product may carry: known official codes
 * (docs/product/product-content.md#statements), texts bounded.
 */
function acceptedStatements(statements: Statement[], locale: string): Statement[] {
  const known = statements.filter(
    (statement) =>
      Statement.shape.code.safeParse(statement.code).success &&
      isOfficialStatementCode(statement.code),
  );
  const unique = [...new Map(known.map((statement) => [statement.code, statement])).values()];
  return withOfficialTexts(unique, locale)
    .slice(0, PRODUCT_INPUT_LIMITS.statements)
    .map(({ code, text }) => ({ code, text: clip(text, PRODUCT_INPUT_LIMITS.statementText) }));
}

/** A CAS number's first part has no leading zeros, though some sheets pad it (`0000928-96-1`). */
const unpaddedCas = (cas: string) => cas.replace(/^0+(?=\d{2,}-)/, '');

/** CAS numbers a product may carry: well formed, right check digit, unpadded, each once. */
const acceptedCasNumbers = (numbers: string[]) =>
  [...new Set(numbers.map(unpaddedCas))]
    .filter((cas) => CasNumber.safeParse(cas).success && hasValidCasCheckDigit(cas))
    .slice(0, PRODUCT_INPUT_LIMITS.casNumbers);

/**
 * What a reader found for a field, made to fit it the way a key user's input must (bounded
 * texts, known codes, each once), or undefined when there is nothing usable: the field's own
 * input rule of the contract has the last word.
 */
function acceptedValue(field: ImportedField, found: unknown, locale: string): unknown {
  const spec = contentFieldSpec(field);
  let value = found;
  if (typeof value === 'string' && spec.maxLength) value = clip(value, spec.maxLength);
  if (spec.kind === 'statements') value = acceptedStatements(value as Statement[], locale);
  else if (spec.kind === 'casNumbers') value = acceptedCasNumbers(value as string[]);
  else if (Array.isArray(value)) value = [...new Set(value)];
  const isNothing =
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && !value.length);
  if (isNothing) return undefined;
  const checked = spec.input.safeParse(value);
  return checked.success ? checked.data : undefined;
}

/**
 * A product's content with what an import read laid over it: every field the SDS gives
 * replaces the old value, every field it does not give keeps it (a key user's remarks stay).
 * Readers already bound their output; the product's rules are applied once more here, since
 * this is what gets stored. Answers the fields the import filled.
 */
export function contentWithImport(
  current: ProductContent,
  sheet: ImportedSheet,
  locale: string,
): { content: ProductContent; filled: ImportedField[] } {
  const content: Record<string, unknown> = { ...current };
  const filled: ImportedField[] = [];
  for (const field of IMPORTED_FIELDS) {
    const found = isSection(field) ? sheet.sections[field] : sheet[field];
    const value = acceptedValue(field, found, locale);
    if (value === undefined) continue;
    content[field] = value;
    filled.push(field);
  }
  // A packing group belongs to dangerous goods, which have a UN number (the contract's rule).
  if (content.packingGroup !== null && content.unNumber === null) {
    content.packingGroup = null;
    const at = filled.indexOf('packingGroup');
    if (at >= 0) filled.splice(at, 1);
  }
  return { content: content as ProductContent, filled };
}
