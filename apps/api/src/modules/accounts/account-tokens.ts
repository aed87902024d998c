import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { accountTokens } from '../../platform/db/schema.ts';

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
export type AccountTokenPurpose = 'registration' | 'password-reset';

/** How long an e-mailed link works (issue 7: the validation link expires in 48 h). */
export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  registration: 48 * 60 * 60 * 1000,
  'password-reset': 2 * 60 * 60 * 1000,
};

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Makes a single-use token (256 random bits, base64url) and keeps only its SHA-256: a database
 * dump holds no usable link. Returns the token for the e-mail.
 */
export async function issueAccountToken(
  tx: Executor,
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
  await tx.insert(accountTokens).values({
    purpose: token.purpose,
    tokenHash: tokenHash(value),
    email: token.email,
    accountId: token.accountId ?? null,
    details: token.details ?? {},
    expiresAt: new Date(Date.now() + (token.lifetimeMs ?? TOKEN_LIFETIME_MS[token.purpose])),
  });
  return value;
}

export type ConsumedToken = typeof accountTokens.$inferSelect;

/**
 * Uses a token up inside the caller's transaction: null when it is unknown, used or expired
 * (the caller answers all three alike). The row is locked, so two requests with one token
 * cannot both pass; if the caller's transaction fails, the token stays usable.
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
  return row ?? null;
}
