import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * Feedback sent from any signed-in device or account (`POST /api/feedback`,
 * docs/product/requests-and-feedback.md#feedback), read by the platform Admin. The sender is kept
 * as it was then (kind, id, role, name), so the message still says who sent it after the device is
 * gone; the Admin marks what was dealt with.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null when the platform Admin, who belongs to no company, sent it. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    actorKind: text('actor_kind').notNull(),
    actorId: uuid('actor_id').notNull(),
    actorRole: text('actor_role').notNull(),
    actorName: text('actor_name').notNull(),
    message: text('message').notNull(),
    rating: integer('rating'),
    /** The screen it was sent from, as the client names it (`/search`). */
    screen: text('screen'),
    /** When the Admin marked it handled; null while it waits. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('feedback_created_idx').on(table.createdAt),
    check('feedback_rating_range', sql`${table.rating} is null or ${table.rating} between 1 and 5`),
  ],
);
