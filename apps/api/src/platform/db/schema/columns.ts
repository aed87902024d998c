import { customType, timestamp } from 'drizzle-orm/pg-core';

/** A contract enum's values as the tuple pgEnum wants: one list of names for both. */
export function valuesOf<Value extends string>(zodEnum: { options: readonly Value[] }) {
  return zodEnum.options as unknown as [Value, ...Value[]];
}

/** PostgreSQL's tsvector, written with to_tsvector() in SQL and never read by the app. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** `created_at` and `updated_at`, spread into the tables that keep both. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
