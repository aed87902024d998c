import {
  CONTENT_FIELDS,
  PRODUCT_CONTENT,
  contentFieldSpec,
  type ContentField,
  type ContentFieldSpec,
  type Declared,
  type ProductContent,
} from './product-content.ts';

// What the portal's parts read off the content's declaration (product-content.ts): an empty
// revision, the fields an import fills, the fields a part shows.

/** A revision with nothing in it yet but its name. */
export function emptyProductContent(name: string): ProductContent {
  const empty = Object.fromEntries(
    CONTENT_FIELDS.map((field) => [field, structuredClone(PRODUCT_CONTENT[field].empty)]),
  ) as unknown as ProductContent;
  return { ...empty, name };
}

/** The content fields an import may fill from a supplier's SDS. */
export const IMPORTED_FIELDS = CONTENT_FIELDS.filter(
  (field) => contentFieldSpec(field).isImported,
) as ImportedField[];
export type ImportedField = {
  [Field in ContentField]: Declared[Field]['isImported'] extends true ? Field : never;
}[ContentField];

/** The content's fields a part of the portal shows, in the declared order. */
export function contentFieldsWhere(
  test: (spec: ContentFieldSpec, field: ContentField) => boolean,
): ContentField[] {
  return CONTENT_FIELDS.filter((field) => test(contentFieldSpec(field), field));
}
