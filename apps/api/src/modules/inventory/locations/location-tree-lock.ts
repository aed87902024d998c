import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';

/**
 * Serialises the changes of one company's location tree (create, move, delete) until the
 * transaction ends: two moves at once could otherwise each pass the cycle check and together
 * make a cycle (A under B while B goes under A).
 */
export async function lockLocationTree(tx: Tx, companyId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`locations:${companyId}`}, 0))`,
  );
}
