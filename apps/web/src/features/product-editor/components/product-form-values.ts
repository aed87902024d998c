import {
  PRODUCT_SECTIONS,
  type CreateProductRequest,
  type PackingGroup,
  type Pictogram,
  type Product,
  type ProductSection,
  type SignalWord,
  type Statement,
  type UpdateProductRequest,
} from '@sds/contract';

/** A chosen statement: its code, and the key user's own text (empty: the official text). */
export type StatementValue = { code: string; text: string };

/**
 * What the form holds: every field as the inputs give it (text, `''` for empty). Lists that
 * the form adds to and removes from are lists of objects, as react-hook-form's field arrays
 * need them.
 */
export type ProductFormValues = {
  articleNumber: string;
  masterCode: string;
  locale: string;
  name: string;
  supplier: string;
  revisionDate: string;
  version: string;
  signalWord: SignalWord;
  pictograms: Pictogram[];
  adrClass: string;
  unNumber: string;
  packingGroup: PackingGroup | '';
  casNumbers: { value: string }[];
  contains: string;
  remarks: string;
  hStatements: StatementValue[];
  pStatements: StatementValue[];
} & Record<ProductSection, string>;

const emptySections = () =>
  Object.fromEntries(PRODUCT_SECTIONS.map((name) => [name, ''])) as Record<ProductSection, string>;

/** A blank product in `locale`, the language its sheet will be in. */
export function emptyFormValues(locale: string): ProductFormValues {
  return {
    articleNumber: '',
    masterCode: '',
    locale,
    name: '',
    supplier: '',
    revisionDate: '',
    version: '',
    signalWord: 'None',
    pictograms: [],
    adrClass: '',
    unNumber: '',
    packingGroup: '',
    casNumbers: [],
    contains: '',
    remarks: '',
    hStatements: [],
    pStatements: [],
    ...emptySections(),
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
  const ownText = ({ code, text }: Statement) => ({
    code,
    text: officialTexts.get(code) === text ? '' : text,
  });
  const sections = Object.fromEntries(
    PRODUCT_SECTIONS.map((name) => [name, product[name]]),
  ) as Record<ProductSection, string>;
  return {
    articleNumber: product.articleNumber,
    masterCode: product.masterCode,
    locale: product.locale,
    name: product.name,
    supplier: product.supplier,
    revisionDate: product.revisionDate ?? '',
    version: product.version,
    signalWord: product.signalWord,
    pictograms: product.pictograms,
    adrClass: product.adrClass ?? '',
    unNumber: product.unNumber ?? '',
    packingGroup: product.packingGroup ?? '',
    casNumbers: product.casNumbers.map((value) => ({ value })),
    contains: product.contains,
    remarks: product.remarks,
    hStatements: product.hStatements.map(ownText),
    pStatements: product.pStatements.map(ownText),
    ...sections,
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const statementsOf = (list: StatementValue[]) =>
  list.map(({ code, text }) => ({ code, text: text.trim() }));

/** The content both requests share; list positions stay those of the form (error paths). */
function contentOf(values: ProductFormValues) {
  const sections = Object.fromEntries(
    PRODUCT_SECTIONS.map((name) => [name, values[name]]),
  ) as Record<ProductSection, string>;
  return {
    name: values.name,
    supplier: values.supplier,
    revisionDate: orNull(values.revisionDate),
    version: values.version,
    signalWord: values.signalWord,
    pictograms: values.pictograms,
    adrClass: orNull(values.adrClass),
    unNumber: orNull(values.unNumber),
    packingGroup: values.packingGroup === '' ? null : values.packingGroup,
    casNumbers: values.casNumbers.map(({ value }) => value.trim()),
    contains: values.contains,
    remarks: values.remarks,
    ...sections,
    hStatements: statementsOf(values.hStatements),
    pStatements: statementsOf(values.pStatements),
  };
}

/** The body of `POST /api/products`; no master code means "the article number" (DESIGN §5). */
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
