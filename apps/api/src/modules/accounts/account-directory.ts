import type { AccountSummary, Role } from '@sds/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AccountPrincipal, Principal } from '../../platform/http/principal.ts';

/** The signed-in account of an account route (its rule admits accounts only). */
export function accountPrincipal(principal: Principal): AccountPrincipal {
  if (principal.kind !== 'account') throw new AppError('forbidden');
  return principal;
}

export const isPlatformAdmin = (principal: AccountPrincipal) => principal.roles.includes('Admin');

/** The accounts a caller may see: every one for Admin, its company's for a CompanyAdmin. */
function scopeOf(principal: AccountPrincipal): SQL {
  return isPlatformAdmin(principal) ? sql`true` : sql`a.company_id = ${principal.companyId}`;
}

type AccountRow = Omit<AccountSummary, 'createdAt' | 'roles'> & {
  roles: string[];
  createdAt: Date | string;
};

const present = (row: AccountRow): AccountSummary => ({
  ...row,
  roles: row.roles as Role[],
  createdAt: new Date(row.createdAt).toISOString(),
});

async function selectAccounts(db: Db, where: SQL): Promise<AccountSummary[]> {
  const result = await db.execute<AccountRow>(sql`
    select a.id, a.name, a.email, a.roles, a.company_id as "companyId",
           c.name as "companyName", a.email_verified_at is not null as "isEmailVerified",
           a.created_at as "createdAt"
    from accounts a left join companies c on c.id = a.company_id
    where ${where}
    order by c.name nulls first, lower(a.name), a.id`);
  return result.rows.map(present);
}

/** The accounts the caller may see (`GET /api/account`). */
export function listAccounts(db: Db, principal: AccountPrincipal): Promise<AccountSummary[]> {
  return selectAccounts(db, scopeOf(principal));
}

/**
 * One account the caller may see; another company's is a 404
 * (docs/product/roles-and-access.md#tenants).
 */
export async function findAccount(
  db: Db,
  principal: AccountPrincipal,
  accountId: string,
): Promise<AccountSummary> {
  const [account] = await selectAccounts(db, sql`${scopeOf(principal)} and a.id = ${accountId}`);
  if (!account) throw new AppError('not-found', 'No such account');
  return account;
}
