import { z } from 'zod';
import { SignalWord } from './enums.ts';
import { StorageClass } from './product-values.ts';

/**
 * Where a company keeps its products (issue 26, decision 0073): a tree of locations — a site at
 * the root, then buildings, rooms, cabinets, any depth, named freely — and stock entries at
 * each location.
 */

/** The largest quantity a stock entry or its maximum may hold: a billion kg, L or pieces. */
export const MAX_STOCK_QUANTITY = 1_000_000_000;
/** The largest container a piece may be: a million kg or L (a tank is stocked in kg or L). */
export const MAX_CONTAINER_SIZE = 1_000_000;
/** Quantities keep three decimals (grams of a kilogram, millilitres of a litre). */
export const STOCK_QUANTITY_DECIMALS = 3;
/** The stock entries a location page lists; `stockTotal` says how many there are in all. */
export const LOCATION_STOCK_LIMIT = 5_000;

/** A location's name: trimmed, inner white space collapsed, 1 to 120 characters. */
export const LocationName = z
  .string()
  .transform((name) => name.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1).max(120));

/**
 * Whether a number has at most three decimals as typed: rounding it to three gives the same
 * number back (a tolerance on `value * 1000` refuses some legitimate values near the ceiling).
 */
const hasAtMostThreeDecimals = (value: number) =>
  Number(value.toFixed(STOCK_QUANTITY_DECIMALS)) === value;

/** A quantity: finite, not negative, at most `MAX_STOCK_QUANTITY`, three decimals. */
export const StockQuantity = z
  .number()
  .min(0)
  .max(MAX_STOCK_QUANTITY)
  .refine(hasAtMostThreeDecimals, { message: 'has more than three decimals' });

/** How a stock entry is counted: kilograms, litres or pieces (containers of a given size). */
export const StockUnit = z.enum(['kg', 'L', 'pieces']);
export type StockUnit = z.infer<typeof StockUnit>;

/** The unit of a piece's container size. */
export const ContainerUnit = z.enum(['g', 'kg', 'mL', 'L']);
export type ContainerUnit = z.infer<typeof ContainerUnit>;

const StockStateFields = z.object({
  /** kg or L as weighed or measured; for `pieces`, how many containers (a whole number). */
  quantity: StockQuantity,
  unit: StockUnit,
  /** For `pieces` (and only for them): the size of one container, with its unit. */
  containerSize: StockQuantity.refine((size) => size > 0 && size <= MAX_CONTAINER_SIZE, {
    message: `must be above 0 and at most ${MAX_CONTAINER_SIZE}`,
  })
    .nullable()
    .default(null),
  containerUnit: ContainerUnit.nullable().default(null),
  /** The most this location may hold of it, in the entry's unit; null: no maximum set. */
  maxQuantity: StockQuantity.refine((max) => max > 0, { message: 'must be above 0' })
    .nullable()
    .default(null),
  note: z.string().trim().max(500).default(''),
});

/** Pieces are whole and have a container size; kg and L have none. */
function checkUnits(
  state: {
    quantity: number;
    unit: StockUnit;
    containerSize: number | null;
    containerUnit: ContainerUnit | null;
    maxQuantity: number | null;
  },
  context: z.RefinementCtx,
): void {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (state.unit === 'pieces') {
    if (!Number.isInteger(state.quantity)) issue('quantity', 'pieces are counted whole');
    if (state.maxQuantity !== null && !Number.isInteger(state.maxQuantity)) {
      issue('maxQuantity', 'pieces are counted whole');
    }
    if (state.containerSize === null) issue('containerSize', 'pieces need a container size');
    if (state.containerUnit === null) issue('containerUnit', 'pieces need a container unit');
    return;
  }
  if (state.containerSize !== null) issue('containerSize', 'only pieces have a container size');
  if (state.containerUnit !== null) issue('containerUnit', 'only pieces have a container unit');
}

/** What a stock entry holds, as its movements record it before and after a change. */
export const StockState = StockStateFields.superRefine(checkUnits);
export type StockState = z.infer<typeof StockState>;
const StockStateComponent = StockStateFields.meta({ id: 'StockState' });

/** `POST /api/locations/{id}/stock`: a product of the location's company, and how much. */
export const StockEntryInput = StockStateFields.extend({ productId: z.uuid() }).superRefine(
  checkUnits,
);
export type StockEntryInput = z.infer<typeof StockEntryInput>;

/** `PUT /api/stock/{id}`: the entry as it is now; another `locationId` moves it there. */
export const StockEntryChange = StockStateFields.extend({ locationId: z.uuid() }).superRefine(
  checkUnits,
);
export type StockEntryChange = z.infer<typeof StockEntryChange>;

/** A stock entry as the location page shows it, with the product's name and storage class. */
export const StockEntry = z
  .object({
    id: z.uuid(),
    locationId: z.uuid(),
    productId: z.uuid(),
    productName: z.string(),
    articleNumber: z.string(),
    signalWord: SignalWord,
    storageClass: StorageClass.nullable(),
    quantity: z.number(),
    unit: StockUnit,
    containerSize: z.number().nullable(),
    containerUnit: ContainerUnit.nullable(),
    maxQuantity: z.number().nullable(),
    /** More than the maximum is recorded as it is (stock is a fact), and marked. */
    isOverMaximum: z.boolean(),
    note: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'StockEntry' });
export type StockEntry = z.infer<typeof StockEntry>;

/**
 * Two storage classes at one location that TRGS 510 Tabelle 12 keeps apart (`separate`) or
 * allows only under its note (`restricted`), with the products of the location that have them.
 * `isVerified` false: the cell is our reading, not checked against a reachable source.
 */
export const MixedStorageWarning = z
  .object({
    a: StorageClass,
    b: StorageClass,
    rule: z.enum(['restricted', 'separate']),
    note: z.number().int().nullable(),
    isVerified: z.boolean(),
    productIds: z.array(z.uuid()),
  })
  .meta({ id: 'MixedStorageWarning' });
export type MixedStorageWarning = z.infer<typeof MixedStorageWarning>;

/** A location in a list (sites, children): its name and what it holds. */
export const LocationSummary = z
  .object({
    id: z.uuid(),
    parentId: z.uuid().nullable(),
    name: z.string(),
    childCount: z.number().int(),
    stockCount: z.number().int(),
  })
  .meta({ id: 'LocationSummary' });
export type LocationSummary = z.infer<typeof LocationSummary>;

/** `GET /api/companies/{id}/sites`: the company's sites (its root locations) by name. */
export const SitesResponse = z.object({ items: z.array(LocationSummary) });
export type SitesResponse = z.infer<typeof SitesResponse>;

/** `POST /api/companies/{id}/sites` and `POST /api/locations/{id}/children`. */
export const LocationInput = z.object({ name: LocationName });
export type LocationInput = z.infer<typeof LocationInput>;

/**
 * `PUT /api/locations/{id}`: its name and parent (null: it is a site). Another parent moves it
 * with its subtree and stock; one inside its own subtree is refused (`409 location-cycle`).
 */
export const LocationChange = z.object({ name: LocationName, parentId: z.uuid().nullable() });
export type LocationChange = z.infer<typeof LocationChange>;

/**
 * `DELETE /api/locations/{id}`: a location with children or stock is refused
 * (`409 location-not-empty`) unless `recursive=true`, which removes its subtree and stock, each
 * removal recorded as a movement.
 */
export const LocationDeleteQuery = z.object({
  recursive: z.enum(['true', 'false']).default('false'),
});

/** `GET /api/locations/{id}`: the location page. */
export const LocationPage = z
  .object({
    id: z.uuid(),
    companyId: z.uuid(),
    parentId: z.uuid().nullable(),
    name: z.string(),
    /** Its ancestors, the site first, itself not included. */
    path: z.array(z.object({ id: z.uuid(), name: z.string() })),
    children: z.array(LocationSummary),
    /** Its own stock (not its children's), by product name, at most `LOCATION_STOCK_LIMIT`. */
    stock: z.array(StockEntry),
    stockTotal: z.number().int(),
    /** The mixed-storage warnings among the storage classes of its stock. */
    warnings: z.array(MixedStorageWarning),
  })
  .meta({ id: 'LocationPage' });
export type LocationPage = z.infer<typeof LocationPage>;

/**
 * `POST /api/locations/{id}/stock`, `PUT /api/stock/{id}`: the entry and the warnings it is
 * part of at its location (pairs with its product's storage class).
 */
export const StockEntryResponse = z.object({
  entry: StockEntry,
  warnings: z.array(MixedStorageWarning),
});
export type StockEntryResponse = z.infer<typeof StockEntryResponse>;

/** What happened to a stock entry: added, changed in place, moved to another location, removed. */
export const StockMovementKind = z.enum(['Added', 'Changed', 'Moved', 'Removed']);
export type StockMovementKind = z.infer<typeof StockMovementKind>;

const MovementPlace = z.object({ id: z.uuid(), name: z.string() }).nullable();

/** One recorded change of stock: who, when, what (its state before and after). */
export const StockMovement = z
  .object({
    /** Increasing in the order of recording: the movements' page cursor. */
    sequence: z.number().int(),
    kind: StockMovementKind,
    at: z.string(),
    stockEntryId: z.uuid(),
    productId: z.uuid(),
    productName: z.string(),
    /** Where it was (null when added) and where it is (null when removed), named as then. */
    from: MovementPlace,
    to: MovementPlace,
    before: StockStateComponent.nullable(),
    after: StockStateComponent.nullable(),
    actor: z.object({ name: z.string(), role: z.string() }),
  })
  .meta({ id: 'StockMovement' });
export type StockMovement = z.infer<typeof StockMovement>;

/** `GET …/movements`: newest first, `limit` at a time; `before` is the last page's `next`. */
export const StockMovementsQuery = z.object({
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type StockMovementsQuery = z.infer<typeof StockMovementsQuery>;

export const StockMovementsResponse = z.object({
  items: z.array(StockMovement),
  /** The `before` of the next (older) page; null when this is the last. */
  next: z.number().int().nullable(),
});
export type StockMovementsResponse = z.infer<typeof StockMovementsResponse>;
