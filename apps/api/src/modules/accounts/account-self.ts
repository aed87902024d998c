import type { AccountSelf, Role } from '@sds/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { accounts, companies } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';

/** The signed-in account as `GET /api/account/self` shows it. */
export async function readAccountSelf(db: Db, accountId: string): Promise<AccountSelf> {
  const [row] = await db
    .select({
      id: accounts.id,
      name: accounts.name,
      email: accounts.email,
      roles: accounts.roles,
      companyId: accounts.companyId,
      companyName: companies.name,
    })
    .from(accounts)
    .leftJoin(companies, eq(companies.id, accounts.companyId))
    .where(eq(accounts.id, accountId));
  if (!row) throw new AppError('not-found', 'No such account');
  return { ...row, roles: row.roles as Role[] };
}
