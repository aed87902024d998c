import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { accountTokens } from '../../platform/db/schema.ts';

export type AccountTokenPurpose = 'registration' | 'password-reset';

/** How long an e-mailed link works (issue 7: the validation link expires in 48 h). */
export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  registration: 48 * 60 * 60 * 1000,
  'password-reset': 2 * 60 * 60 * 1000,
};

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whose links replace one another: an account's of one purpose, or a registration's address. */
interface LinkOwner {
  purpose: AccountTokenPurpose;
  accountId: string | null;
  email: string;
}

function linksOf(owner: LinkOwner) {
  return and(
    eq(accountTokens.purpose, owner.purpose),
    owner.accountId === null
      ? and(
          isNull(accountTokens.accountId),
          sql`lower(${accountTokens.email}) = lower(${owner.email})`,
        )
      : eq(accountTokens.accountId, owner.accountId),
  );
}

/** Ends the owner's links that still work (but `exceptId`): they answer as expired from now. */
async function endUnusedLinks(tx: Executor, owner: LinkOwner, exceptId?: string) {
  await tx
    .update(accountTokens)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        linksOf(owner),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
        exceptId === undefined ? undefined : ne(accountTokens.id, exceptId),
      ),
    );
}

/**
 * Makes a single-use token (256 random bits, base64url) and keeps only its SHA-256: a database
 * dump holds no usable link. Returns the token for the e-mail. The newest link is the only one
 * that works: issuing ends every unused link of the same account (a registration: address) and
 * purpose, under a lock on that owner so two links issued at once cannot both stay live.
 */
export async function issueAccountToken(
  executor: Executor,
  token: {
    purpose: AccountTokenPurpose;
    email: string;
    accountId?: string;
    details?: Record<string, string>;
    /** Longer than the purpose's default, e.g. an invitation's 7 days. */
    lifetimeMs?: number;
  },
): Promise<string> {
  const value = randomBytes(32).toString('base64url');
  const owner = { purpose: token.purpose, accountId: token.accountId ?? null, email: token.email };
  await executor.transaction(async (tx) => {
    const lockKey = `account-links:${owner.purpose}:${owner.accountId ?? owner.email.toLowerCase()}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`);
    await endUnusedLinks(tx, owner);
    await tx.insert(accountTokens).values({
      ...owner,
      tokenHash: tokenHash(value),
      details: token.details ?? {},
      expiresAt: new Date(Date.now() + (token.lifetimeMs ?? TOKEN_LIFETIME_MS[token.purpose])),
    });
  });
  return value;
}

export type ConsumedToken = typeof accountTokens.$inferSelect;

/**
 * Uses a token up inside the caller's transaction: null when it is unknown, used or expired
 * (the caller answers all three alike). The row is locked, so two requests with one token
 * cannot both pass; if the caller's transaction fails, the token stays usable. Using a link
 * ends the owner's other links of its purpose (any sent before issuing ended them).
 */
export async function consumeAccountToken(
  tx: Executor,
  token: string,
): Promise<ConsumedToken | null> {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash(token)),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!row) return null;
  await endUnusedLinks(tx, row, row.id);
  return row;
}
