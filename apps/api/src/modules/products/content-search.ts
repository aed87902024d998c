import { contentFieldsWhere, contentFieldSpec, type ProductContent } from '@sds/contract';
import { sql, type SQL } from 'drizzle-orm';

/** The fields a search finds words in, heaviest first, and those it finds codes in. */
const wordFields = (['A', 'B'] as const).flatMap((weight) =>
  contentFieldsWhere((spec) => spec.search === weight).map((field) => ({ field, weight })),
);
const codeFields = contentFieldsWhere((spec) => spec.search === 'codes');

/**
 * A revision's weighted words, unaccented, in the locale's text-search configuration: the
 * fields declared `search: 'A'` (the name) weigh more than those declared `'B'` (supplier).
 */
export function contentSearchVector(content: ProductContent, config: string): SQL {
  const parts = wordFields.map(
    ({ field, weight }) =>
      sql`setweight(to_tsvector(${config}::regconfig, unaccent(${String(content[field] ?? '')})), ${weight})`,
  );
  return sql.join(parts, sql` || `);
}

/**
 * The codes of a revision's content a search finds it by exactly, from the fields declared
 * `search: 'codes'`: a UN number also as `UN1090`, a combined P statement also by its parts.
 */
export function contentSearchCodes(content: ProductContent): string[] {
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
