import { ContainerUnit, StockMovementKind, StockUnit, type StockState } from '@sds/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { timestamps, valuesOf } from './columns.ts';
import { companies } from './companies.ts';
import { products } from './products.ts';

/**
 * A place where a company keeps products (decision 0073): a site when it has no parent, else a
 * building, room, cabinet… under its parent, any depth. Names are unique among siblings, case
 * aside; a site's siblings are the company's other sites (the parent key falls back to the
 * company's id).
 */
export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => locations.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('locations_sibling_name_idx').on(
      table.companyId,
      sql`coalesce(${table.parentId}, ${table.companyId})`,
      sql`lower(${table.name})`,
    ),
    // The company's sites (parent null) and a location's children.
    index('locations_company_parent_idx').on(table.companyId, table.parentId),
    // A parent's deletion finds its children by this (the cascade, the subtree walk).
    index('locations_parent_idx').on(table.parentId),
  ],
);

export const stockUnit = pgEnum('stock_unit', valuesOf(StockUnit));
export const containerUnit = pgEnum('container_unit', valuesOf(ContainerUnit));

/**
 * A product kept at a location, and how much. Quantities keep three decimals; the contract
 * bounds them (`MAX_STOCK_QUANTITY`), the checks below hold the database to the same rules.
 */
export const stockEntries = pgTable(
  'stock_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: numeric('quantity', { precision: 15, scale: 3, mode: 'number' }).notNull(),
    unit: stockUnit('unit').notNull(),
    containerSize: numeric('container_size', { precision: 15, scale: 3, mode: 'number' }),
    containerUnit: containerUnit('container_unit'),
    maxQuantity: numeric('max_quantity', { precision: 15, scale: 3, mode: 'number' }),
    note: text('note').notNull().default(''),
    ...timestamps,
  },
  (table) => [
    // The location page reads a location's entries; a product's locations come next (the sheet).
    index('stock_entries_location_idx').on(table.locationId),
    index('stock_entries_product_idx').on(table.productId),
    check('stock_entries_quantity_check', sql`${table.quantity} >= 0`),
    check(
      'stock_entries_pieces_check',
      sql`(${table.unit} = 'pieces') = (${table.containerSize} is not null and ${table.containerUnit} is not null)`,
    ),
  ],
);

export const stockMovementKind = pgEnum('stock_movement_kind', valuesOf(StockMovementKind));

/**
 * Every change of stock, appended and never changed (decision 0073): who, when, what — the
 * entry's state before and after, and the locations with their names as they were. No keys to
 * entries, locations or products: the record outlives them.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    sequence: bigint('sequence', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    stockEntryId: uuid('stock_entry_id').notNull(),
    productId: uuid('product_id').notNull(),
    productName: text('product_name').notNull(),
    kind: stockMovementKind('kind').notNull(),
    fromLocationId: uuid('from_location_id'),
    fromLocationName: text('from_location_name'),
    toLocationId: uuid('to_location_id'),
    toLocationName: text('to_location_name'),
    before: jsonb('before').$type<StockState>(),
    after: jsonb('after').$type<StockState>(),
    actorKind: text('actor_kind').notNull(),
    actorId: uuid('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stock_movements_company_idx').on(table.companyId, table.sequence),
    index('stock_movements_from_idx').on(table.fromLocationId, table.sequence),
    index('stock_movements_to_idx').on(table.toLocationId, table.sequence),
  ],
);
