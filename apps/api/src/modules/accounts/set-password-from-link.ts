import type { ResetPasswordRequest, ResetPasswordResponse } from '@sds/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/crypto/passwords.ts';
import type { SecretKeys } from '../../platform/crypto/secret-keys.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { accountSessions, accounts } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { insertCompany } from '../companies/index.ts';
import { catalogueLicenceIds } from '../licences/index.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { companyCodesEmail } from './account-emails.ts';
import { consumeAccountToken, type ConsumedToken } from './account-tokens.ts';
import { requireAcceptablePassword } from './change-password.ts';

export interface PasswordLinkContext {
  db: Db;
  keys: SecretKeys;
  mailer: Mailer;
}

/** Creates the company, its codes and its CompanyAdmin of a validated registration. */
async function finishRegistration(tx: Tx, keys: SecretKeys, token: ConsumedToken, hash: string) {
  const { companyName = '', name = '', locale = 'en-US' } = token.details;
  // A registration starts (docs/product/codes-and-licences.md#licences) on the catalogue's free
  // plan, without expiry.
  const company = await insertCompany(tx, keys, {
    name: companyName,
    licenseId: catalogueLicenceIds.free,
  });
  await tx.insert(accounts).values({
    companyId: company.id,
    email: token.email,
    name,
    passwordHash: hash,
    roles: ['CompanyAdmin'],
    emailVerifiedAt: new Date(),
  });
  return { companyId: company.id, companyName, codes: company.codes, name, locale };
}

/**
 * Sets a password from an e-mailed link, which finishes a registration or a password reset
 * (docs/product/roles-and-access.md#accounts): a registration's token creates the company (free
 * plan), its three codes and its CompanyAdmin, answers the codes once and e-mails them; a reset
 * token sets the account's new password. An unknown, used or expired token is a
 * `403 link-invalid` (all three alike); a weak password a `400` before the token is used.
 */
export async function setPasswordFromLink(
  context: PasswordLinkContext,
  input: ResetPasswordRequest,
): Promise<ResetPasswordResponse> {
  requireAcceptablePassword(input.password, 'body.password');
  const hash = await hashPassword(input.password);
  try {
    const outcome = await context.db.transaction(async (tx) => {
      const token = await consumeAccountToken(tx, input.token);
      if (!token) throw new AppError('link-invalid', 'This link is unknown, used or expired');
      if (token.purpose === 'registration') {
        return { token, registered: await finishRegistration(tx, context.keys, token, hash) };
      }
      const accountId = token.accountId ?? '';
      await tx
        .update(accounts)
        // Opening the e-mailed link proves the address (an invited account's first password).
        .set({
          passwordHash: hash,
          emailVerifiedAt: sql`coalesce(email_verified_at, now())`,
          updatedAt: sql`now()`,
        })
        .where(eq(accounts.id, accountId));
      // Whoever was signed in with the forgotten password is signed out.
      await tx
        .update(accountSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(accountSessions.accountId, accountId), isNull(accountSessions.revokedAt)));
      return { token, registered: null };
    });
    const { token, registered } = outcome;
    if (!registered) return { kind: 'password-reset', email: token.email };
    await context.mailer.send(await companyCodesEmail({ ...registered, to: token.email }));
    return {
      kind: 'registration',
      companyId: registered.companyId,
      companyName: registered.companyName,
      email: token.email,
      codes: {
        userCode: registered.codes.User,
        keyUserCode: registered.codes.KeyUser,
        subscriptionCode: registered.codes.Subscription,
      },
    };
  } catch (error) {
    if (isUniqueViolation(error, 'accounts_email_unique')) {
      throw new AppError('conflict', 'An account with this e-mail address exists already');
    }
    throw error;
  }
}
