import type { RegulatoryFlag, RegulatoryFlagKind } from '@sds/contract';
import type { ServerTexts } from '../../../platform/i18n/server-texts.ts';
import { regulatoryLists, screenCasNumbers } from '../../regulatory/index.ts';
import type { RegisterProduct, RegisterQuantity } from './register.queries.ts';
import type { RegisterScope } from './register-scope.ts';

/** The register's columns, in order; each header is `documents:register.columns.<key>`. */
export const REGISTER_COLUMNS = [
  'product',
  'supplier',
  'revisionDate',
  'signalWord',
  'pictograms',
  'hazardStatements',
  'storageClass',
  'quantities',
  'svhc',
  'cmr',
  'authorisation',
  'restriction',
] as const;
export type RegisterColumn = (typeof REGISTER_COLUMNS)[number];

/** The column of each list's flags, in the lists' order (decision 0057). */
const FLAG_COLUMNS: Record<RegulatoryFlagKind, RegisterColumn> = {
  svhc: 'svhc',
  cmr: 'cmr',
  authorisation: 'authorisation',
  restriction: 'restriction',
};

/** Where a path's parts are joined: `Main site › Lab 2 › Cabinet A`. */
export const PATH_SEPARATOR = ' › ';

/** Everything a format needs to write a register besides its rows. */
export interface RegisterHeading {
  texts: ServerTexts;
  companyName: string;
  /** The path of the location or site it covers; null for the whole company. */
  scopePath: string | null;
  generatedAt: Date;
}

/** The column headers in the heading's language. */
export function registerHeaders(texts: ServerTexts): string[] {
  return REGISTER_COLUMNS.map((column) => texts.t(`documents:register.columns.${column}`));
}

/** The heading of a register of `scope`, in the language of `texts`. */
export function registerHeadingOf(scope: RegisterScope, texts: ServerTexts): RegisterHeading {
  const root = scope.rootLocationId ? scope.locations.get(scope.rootLocationId) : undefined;
  return {
    texts,
    companyName: scope.companyName,
    scopePath: root ? root.path.join(PATH_SEPARATOR) : null,
    generatedAt: new Date(),
  };
}

/** A flag as its column shows it: the CAS number, then what the list says of it. */
function flagText(flag: RegulatoryFlag): string {
  if (flag.kind === 'cmr') return `${flag.cas} ${flag.detail}`;
  return flag.detail ? `${flag.cas} (${flag.detail})` : flag.cas;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** Quantities as the locale writes them, up to three decimals; one formatter per locale. */
function numberFormatOf(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
    numberFormats.set(locale, format);
  }
  return format;
}

/** `12.5 kg`, or for pieces `3 × 5 L`, with the locale's digits and separators. */
function amountText(quantity: RegisterQuantity, numbers: Intl.NumberFormat): string {
  if (quantity.unit !== 'pieces') return `${numbers.format(quantity.quantity)} ${quantity.unit}`;
  const size = numbers.format(quantity.containerSize ?? 0);
  return `${numbers.format(quantity.quantity)} × ${size} ${quantity.containerUnit ?? ''}`.trim();
}

/** Locations in the order of the tree: a site before its rooms, siblings by name. */
function comparePaths(a: string[], b: string[], locale: string): number {
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    const order = (a[index] ?? '').localeCompare(b[index] ?? '', locale);
    if (order !== 0) return order;
  }
  return a.length - b.length;
}

/**
 * The cells of one product's row, in `REGISTER_COLUMNS` order, as text: lists of codes joined
 * by commas, quantities and flags one a line (`Main site › Lab 2: 12.5 kg`).
 */
export function registerCells(
  product: RegisterProduct,
  scope: RegisterScope,
  texts: ServerTexts,
): string[] {
  const numbers = numberFormatOf(texts.locale);
  const quantities = product.quantities
    .map((quantity) => ({
      path: scope.locations.get(quantity.locationId)?.path ?? [],
      amount: amountText(quantity, numbers),
    }))
    .sort((a, b) => comparePaths(a.path, b.path, texts.locale))
    .map(({ path, amount }) => `${path.join(PATH_SEPARATOR)}: ${amount}`);
  const flags = new Map<RegisterColumn, string[]>();
  for (const flag of screenCasNumbers(product.casNumbers)) {
    const column = FLAG_COLUMNS[flag.kind];
    flags.set(column, [...(flags.get(column) ?? []), flagText(flag)]);
  }
  const signalWord =
    product.signalWord === 'None' ? '' : texts.t(`products:signalWord.${product.signalWord}`);
  const cells: Record<RegisterColumn, string> = {
    product: product.name,
    supplier: product.supplier,
    revisionDate: product.revisionDate ?? '',
    signalWord,
    pictograms: product.pictograms.join(', '),
    hazardStatements: product.hazardCodes.join(', '),
    storageClass: product.storageClass ?? '',
    quantities: quantities.join('\n'),
    svhc: (flags.get('svhc') ?? []).join('\n'),
    cmr: (flags.get('cmr') ?? []).join('\n'),
    authorisation: (flags.get('authorisation') ?? []).join('\n'),
    restriction: (flags.get('restriction') ?? []).join('\n'),
  };
  return REGISTER_COLUMNS.map((column) => cells[column]);
}

/** The lists the flags were screened against, with their dates: `SVHC 2026-02-04; …`. */
export function listVersionsText(texts: ServerTexts): string {
  return [...regulatoryLists().values()]
    .map(({ list, version }) => `${texts.t(`documents:register.columns.${list}`)} ${version}`)
    .join('; ');
}
