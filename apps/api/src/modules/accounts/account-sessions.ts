import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Role } from '@sds/contract';
import { verifyPassword } from '../../platform/crypto/passwords.ts';
import type { Db } from '../../platform/db/database.ts';
import { accountSessions, accounts } from '../../platform/db/schema.ts';
import { sha256Hex } from '../../platform/security/secure-compare.ts';

/**
 * A short-lived bearer token (docs/product/security.md#account-tokens); a client signs in again
 * after an hour.
 */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 60 * 60;

/**
 * An argon2id hash of a random password nobody knows: checking against it when the e-mail
 * address has no account takes as long as checking a real one, so timing tells nothing.
 */
const NO_ACCOUNT_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$wYHWcMMg8J2ERlLHW7+hfA$VI4G13toEFD41aC3Zw9qqCWQCfa4hgNoPWo9DeiWxqk';

export type SignInCandidate = Awaited<ReturnType<typeof findAccountForSignIn>>;

/** The account an e-mail address signs in to (compared case-insensitively), or null. */
export async function findAccountForSignIn(db: Db, email: string) {
  const [account] = await db
    .select({ id: accounts.id, email: accounts.email, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(sql`lower(${accounts.email}) = lower(${email.trim()})`)
    .limit(1);
  return account ?? null;
}

/**
 * Signs an account (as found by {@link findAccountForSignIn}) in with a password: a new bearer
 * token (256 random bits, kept as SHA-256), or null for no account or a wrong password alike.
 */
export async function signInAccount(db: Db, account: SignInCandidate, password: string) {
  const matches = await verifyPassword(account?.passwordHash ?? NO_ACCOUNT_HASH, password);
  if (!account?.passwordHash || !matches) return null;
  const accessToken = randomBytes(32).toString('base64url');
  await db.insert(accountSessions).values({
    accountId: account.id,
    tokenHash: sha256Hex(accessToken),
    expiresAt: new Date(Date.now() + ACCESS_TOKEN_LIFETIME_SECONDS * 1000),
  });
  return { accessToken, tokenType: 'Bearer' as const, expiresIn: ACCESS_TOKEN_LIFETIME_SECONDS };
}

/** The account a live bearer token belongs to, or null (unknown, expired or revoked). */
export async function accountOfToken(db: Db, accessToken: string) {
  const [found] = await db
    .select({ id: accounts.id, companyId: accounts.companyId, roles: accounts.roles })
    .from(accountSessions)
    .innerJoin(accounts, eq(accounts.id, accountSessions.accountId))
    .where(
      and(
        eq(accountSessions.tokenHash, sha256Hex(accessToken)),
        isNull(accountSessions.revokedAt),
        gt(accountSessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return found ? { ...found, roles: found.roles as Role[] } : null;
}

/** Ends one bearer session (sign out): the token stops working at once. */
export async function revokeAccessToken(db: Db, accessToken: string): Promise<void> {
  await db
    .update(accountSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(accountSessions.tokenHash, sha256Hex(accessToken)), isNull(accountSessions.revokedAt)),
    );
}
