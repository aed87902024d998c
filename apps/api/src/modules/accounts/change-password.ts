import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../platform/crypto/passwords.ts';
import { passwordProblem } from '../../platform/crypto/password-policy.ts';
import type { Db } from '../../platform/db/database.ts';
import { accountSessions, accounts } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { sha256Hex } from '../../platform/security/secure-compare.ts';

/** Refuses a new password the policy does not take, naming the field. */
export function requireAcceptablePassword(password: string, path: string): void {
  const problem = passwordProblem(password);
  if (problem) {
    throw new AppError('validation-failed', 'The password is not acceptable', {
      errors: [{ path, message: problem, code: problem }],
    });
  }
}

/**
 * Changes a signed-in account's password after checking the old one, and ends its other
 * sessions (whoever knew the old password is signed out); the caller's own token stays.
 */
export async function changePassword(
  db: Db,
  account: { accountId: string; accessToken: string },
  passwords: { oldPassword: string; newPassword: string },
): Promise<void> {
  requireAcceptablePassword(passwords.newPassword, 'body.newPassword');
  const [row] = await db
    .select({ passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, account.accountId));
  if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, passwords.oldPassword))) {
    throw new AppError('validation-failed', 'The current password is wrong', {
      errors: [{ path: 'body.oldPassword', message: 'is wrong', code: 'wrong-password' }],
    });
  }
  const hash = await hashPassword(passwords.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ passwordHash: hash, updatedAt: sql`now()` })
      .where(eq(accounts.id, account.accountId));
    await tx
      .update(accountSessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(accountSessions.accountId, account.accountId),
          isNull(accountSessions.revokedAt),
          ne(accountSessions.tokenHash, sha256Hex(account.accessToken)),
        ),
      );
  });
}
