import type { Licence, LicenceRequest } from '@sds/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import { licenses } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { recomputeHoldersOf } from './recompute-holders.ts';

type LicenceRow = typeof licenses.$inferSelect;

const present = (row: LicenceRow): Licence => ({
  id: row.id,
  name: row.name,
  userLicences: row.userLicences,
  keyUserLicences: row.keyUserLicences,
  durationMonths: row.durationMonths,
  isAvailable: row.isAvailable,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** `GET /api/Licenses` (Admin): the whole catalogue, available or withdrawn, by name. */
export async function listLicences(db: Db): Promise<Licence[]> {
  const rows = await db.select().from(licenses).orderBy(asc(licenses.name), asc(licenses.id));
  return rows.map(present);
}

/** `GET /api/Licenses/{id}` (Admin). */
export async function findLicence(db: Db, id: string): Promise<Licence> {
  const [row] = await db.select().from(licenses).where(eq(licenses.id, id));
  if (!row) throw new AppError('not-found', 'No such licence');
  return present(row);
}

/** `POST /api/Licenses` (Admin): a new catalogue licence. */
export async function createLicence(db: Db, input: LicenceRequest): Promise<Licence> {
  const [row] = await db.insert(licenses).values(input).returning();
  if (!row) throw new Error('The licence was not written');
  return present(row);
}

/**
 * `PUT /api/Licenses/{id}` (Admin): changes a catalogue licence. The totals of every company
 * holding it follow in the same transaction (decision 0024); the row is locked first, so a
 * company being given it meanwhile waits and then counts the new numbers.
 */
export async function updateLicence(
  context: { db: Db; log: FastifyBaseLogger },
  principal: Principal,
  id: string,
  input: LicenceRequest,
): Promise<Licence> {
  return context.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: licenses.id })
      .from(licenses)
      .where(eq(licenses.id, id))
      .for('update');
    if (!locked) throw new AppError('not-found', 'No such licence');
    const [row] = await tx
      .update(licenses)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(licenses.id, id))
      .returning();
    if (!row) throw new Error('The licence was not written');
    await recomputeHoldersOf(tx, { log: context.log, principal }, { licenseId: id });
    return present(row);
  });
}
