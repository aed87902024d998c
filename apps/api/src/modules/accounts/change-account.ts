import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { accounts } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AccountPrincipal } from '../../platform/http/principal.ts';
import { findAccount } from './account-directory.ts';

/** Renames an account the caller may manage (its address and roles stay). */
export async function renameAccount(
  db: Db,
  principal: AccountPrincipal,
  accountId: string,
  name: string,
): Promise<void> {
  await findAccount(db, principal, accountId);
  await db
    .update(accounts)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(accounts.id, accountId));
}

/**
 * Deletes an account the caller may manage, with its sessions and links. The last
 * CompanyAdmin of a company and the last Admin of the portal stay (`409`): someone must be
 * able to administer what is left. The check and the deletion share a lock on the peers.
 */
export async function deleteAccount(
  db: Db,
  principal: AccountPrincipal,
  accountId: string,
): Promise<void> {
  const account = await findAccount(db, principal, accountId);
  await db.transaction(async (tx) => {
    const peers = await tx.execute<{ id: string }>(sql`
      select id from accounts
      where ${account.companyId ? sql`company_id = ${account.companyId}` : sql`company_id is null`}
        and roles && ${sql.param(account.roles)}::text[]
      for update`);
    if (peers.rows.length <= 1) {
      throw new AppError('conflict', 'The last administrator cannot be deleted');
    }
    await tx.delete(accounts).where(eq(accounts.id, accountId));
  });
}
