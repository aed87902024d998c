import {
  CONTENT_FIELDS,
  type PRODUCT_CONTENT,
  contentFieldSpec,
  emptyProductContent,
  type ContentField,
  type CreateProductRequest,
  type Pictogram,
  type Product,
  type ProductContent,
  type SignalWord,
  type Statement,
  type UpdateProductRequest,
} from '@sds/contract';

/** A chosen statement: its code, and the key user's own text (empty: the official text). */
export type StatementValue = { code: string; text: string };

type Declared = typeof PRODUCT_CONTENT;

/** What the form holds for a field of a kind: inputs give text, `''` for empty. */
type FormValueOf<Field extends ContentField> = Declared[Field]['kind'] extends 'casNumbers'
  ? { value: string }[]
  : Declared[Field]['kind'] extends 'statements'
    ? StatementValue[]
    : Declared[Field]['kind'] extends 'pictograms'
      ? Pictogram[]
      : Declared[Field]['kind'] extends 'signalWord'
        ? SignalWord
        : Declared[Field]['kind'] extends 'choice'
          ? NonNullable<ProductContent[Field]> | ''
          : string;

/**
 * What the form holds: the product's identity, and every content field (product-content.ts)
 * as the inputs give it. Lists that the form adds to and removes from are lists of objects, as
 * react-hook-form's field arrays need them.
 */
export type ProductFormValues = {
  articleNumber: string;
  masterCode: string;
  locale: string;
} & { [Field in ContentField]: FormValueOf<Field> };

/** A content value as the form holds it; official statement texts show as the key user's none. */
function formValueOf(
  field: ContentField,
  value: unknown,
  officialTexts: ReadonlyMap<string, string>,
) {
  switch (contentFieldSpec(field).kind) {
    case 'casNumbers':
      return (value as string[]).map((number) => ({ value: number }));
    case 'statements':
      return (value as Statement[]).map(({ code, text }) => ({
        code,
        text: officialTexts.get(code) === text ? '' : text,
      }));
    default:
      return value ?? '';
  }
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** A form value as the requests carry it; list positions stay those of the form (error paths). */
function requestValueOf(field: ContentField, value: unknown) {
  switch (contentFieldSpec(field).kind) {
    case 'casNumbers':
      return (value as { value: string }[]).map((entry) => entry.value.trim());
    case 'statements':
      return (value as StatementValue[]).map(({ code, text }) => ({ code, text: text.trim() }));
    case 'optionalLine':
    case 'phone':
    case 'date':
    case 'unNumber':
      return orNull(value as string);
    case 'choice':
      return value === '' ? null : value;
    default:
      return value;
  }
}

function contentFormValues(content: ProductContent, officialTexts: ReadonlyMap<string, string>) {
  return Object.fromEntries(
    CONTENT_FIELDS.map((field) => [field, formValueOf(field, content[field], officialTexts)]),
  ) as { [Field in ContentField]: FormValueOf<Field> };
}

/** A blank product in `locale`, the language its sheet will be in. */
export function emptyFormValues(locale: string): ProductFormValues {
  return {
    articleNumber: '',
    masterCode: '',
    locale,
    ...contentFormValues(emptyProductContent(''), new Map()),
  };
}

/**
 * The form for an existing product. The server answers every statement with a text: where it
 * is the official one, the form shows it as "official" (own text empty), so a later correction
 * of the official wording reaches the product.
 */
export function formValuesOf(
  product: Product,
  officialTexts: ReadonlyMap<string, string>,
): ProductFormValues {
  return {
    articleNumber: product.articleNumber,
    masterCode: product.masterCode,
    locale: product.locale,
    ...contentFormValues(product, officialTexts),
  };
}

/** The content both requests share. */
function contentOf(values: ProductFormValues) {
  return Object.fromEntries(
    CONTENT_FIELDS.map((field) => [field, requestValueOf(field, values[field])]),
  ) as unknown as ProductContent;
}

/**
 * The body of `POST /api/products`; no master code means "the article number"
 * (docs/product/product-content.md#a-product).
 */
export function createRequestOf(values: ProductFormValues): CreateProductRequest {
  return {
    ...contentOf(values),
    articleNumber: values.articleNumber,
    // The contract's enum decides whether the locale is one the server accepts.
    locale: values.locale as CreateProductRequest['locale'],
    masterCode: orNull(values.masterCode) ?? undefined,
  };
}

/** The body of `PUT /api/products/{id}`: the locale stays what it is. */
export function updateRequestOf(values: ProductFormValues): UpdateProductRequest {
  return {
    ...contentOf(values),
    articleNumber: values.articleNumber,
    masterCode: values.masterCode,
  };
}
