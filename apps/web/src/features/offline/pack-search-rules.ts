import {
  codePrefixes,
  contentFieldSpec,
  contentFieldsWhere,
  normaliseCode,
  type Product,
  type ProductContent,
  type ProductSummary,
} from '@sds/contract';

/**
 * The offline pack's side of search (docs/product/search.md): the codes and the hit of a stored
 * sheet. The words, codes and typo allowance are the contract's search rules, the server's own;
 * the content's codes are picked as the API's content-search.ts picks them (the web app never
 * imports the API), and pack-search.test.ts holds them to the server's examples.
 */

/**
 * The codes a sheet is found by exactly, normalised: article number and master code with their
 * leading parts, UN number with and without `UN`, CAS numbers, every H/EUH/P code and the parts
 * of combined ones, and the other content fields declared `search: 'codes'`.
 */
export function sheetCodes(sheet: Product): string[] {
  return [...new Set([...identityCodes(sheet), ...normalised(contentCodes(sheet))])];
}

/**
 * The codes of a sheet's article number, master code and UN number alone: those its search
 * record holds anyway, so the pack does not store them twice (pack-records.ts).
 */
export function identityCodes(
  sheet: Pick<Product, 'articleNumber' | 'masterCode' | 'unNumber'>,
): string[] {
  const values = [
    sheet.articleNumber,
    sheet.masterCode,
    ...codePrefixes(sheet.articleNumber),
    ...codePrefixes(sheet.masterCode),
    ...(sheet.unNumber ? [sheet.unNumber, `UN${sheet.unNumber}`] : []),
  ];
  return [...new Set(normalised(values))];
}

const normalised = (values: string[]) => values.map(normaliseCode).filter(Boolean);

const codeFields = contentFieldsWhere((spec) => spec.search === 'codes');

/** The codes of the content fields declared `search: 'codes'`, as the server picks them. */
function contentCodes(content: ProductContent): string[] {
  return codeFields.flatMap((field) => {
    const value: unknown = content[field];
    switch (contentFieldSpec(field).kind) {
      case 'unNumber':
        return typeof value === 'string' ? [value, `UN${value}`] : [];
      case 'statements':
        return (value as ProductContent['hStatements']).flatMap(({ code }) => [
          code,
          ...code.split('+'),
        ]);
      default:
        if (Array.isArray(value)) return value.map(String);
        return typeof value === 'string' && value !== '' ? [value] : [];
    }
  });
}

/** The search hit of a sheet, as `GET /api/products` answers it. */
export function sheetSummary(sheet: Product): ProductSummary {
  return {
    id: sheet.id,
    name: sheet.name,
    supplier: sheet.supplier,
    articleNumber: sheet.articleNumber,
    masterCode: sheet.masterCode,
    locale: sheet.locale,
    unNumber: sheet.unNumber,
    signalWord: sheet.signalWord,
    pictograms: sheet.pictograms,
    reviewStatus: sheet.reviewStatus,
    companyId: sheet.companyId,
    companyName: sheet.companyName,
  };
}
