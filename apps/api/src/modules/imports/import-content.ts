import {
  PRODUCT_INPUT_LIMITS,
  PRODUCT_SECTIONS,
  Statement,
  hasValidCasCheckDigit,
  type ProductSection,
} from '@sds/contract';
import { eq } from 'drizzle-orm';
import { productRevisions } from '../../platform/db/schema.ts';
import { isOfficialStatementCode, withOfficialTexts } from '../products/clp-phrases.ts';
import type { Tx } from '../products/product-locks.ts';
import type { ProductContent } from '../products/save-product.ts';
import type { ImportedSheet } from './imported-sheet.ts';

/** The content fields an import can fill, as the editor names them (fieldsToConfirm). */
export type ImportedField =
  | 'name'
  | 'supplier'
  | 'revisionDate'
  | 'version'
  | 'signalWord'
  | 'pictograms'
  | 'hStatements'
  | 'pStatements'
  | 'casNumbers'
  | 'contains'
  | 'unNumber'
  | 'adrClass'
  | 'packingGroup'
  | ProductSection;

const clip = (text: string, max: number) => text.trim().slice(0, max);

/** Statements a product may carry: known official codes (DESIGN §5), texts bounded. */
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
  const content: ProductContent = { ...current };
  const filled: ImportedField[] = [];
  const take = <Field extends ImportedField>(field: Field, value: ProductContent[Field] | null) => {
    if (value === null) return;
    if (Array.isArray(value) && value.length === 0) return;
    if (typeof value === 'string' && value.trim() === '') return;
    (content as unknown as Record<string, unknown>)[field] = value;
    filled.push(field);
  };
  const { name, shortText, contains, section } = PRODUCT_INPUT_LIMITS;
  take('name', sheet.name && clip(sheet.name, name));
  take('supplier', sheet.supplier && clip(sheet.supplier, name));
  take('revisionDate', sheet.revisionDate);
  take('version', sheet.version && clip(sheet.version, shortText));
  take('signalWord', sheet.signalWord);
  take('pictograms', [...new Set(sheet.pictograms)]);
  take('hStatements', acceptedStatements(sheet.hStatements, locale));
  take('pStatements', acceptedStatements(sheet.pStatements, locale));
  take('casNumbers', [...new Set(sheet.casNumbers.filter(hasValidCasCheckDigit))]);
  take('contains', sheet.contains && clip(sheet.contains, contains));
  take('unNumber', sheet.unNumber && /^\d{4}$/.test(sheet.unNumber) ? sheet.unNumber : null);
  take('adrClass', sheet.adrClass && clip(sheet.adrClass, shortText));
  take('packingGroup', content.unNumber ? sheet.packingGroup : null);
  for (const field of PRODUCT_SECTIONS) {
    const text = sheet.sections[field];
    take(field, text ? clip(text, section) : null);
  }
  return { content, filled };
}

/** The content of a revision, as an import starts from it. */
export async function revisionContent(tx: Tx, revisionId: string): Promise<ProductContent> {
  const [row] = await tx.select().from(productRevisions).where(eq(productRevisions.id, revisionId));
  if (!row) throw new Error(`Revision ${revisionId} is missing`);
  const { name, supplier, revisionDate, version, signalWord, pictograms, adrClass } = row;
  const { unNumber, packingGroup, casNumbers, contains, remarks, hStatements, pStatements } = row;
  const sections = Object.fromEntries(PRODUCT_SECTIONS.map((field) => [field, row[field]]));
  return {
    ...(sections as Record<ProductSection, string>),
    name,
    supplier,
    revisionDate,
    version,
    signalWord,
    pictograms: pictograms as ProductContent['pictograms'],
    adrClass,
    unNumber,
    packingGroup: packingGroup as ProductContent['packingGroup'],
    casNumbers,
    contains,
    remarks,
    hStatements,
    pStatements,
  };
}
