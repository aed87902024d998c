import { accountLinkPathFor, type InviteAccountRequest } from '@sds/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { accounts, companies } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AccountPrincipal } from '../../platform/http/principal.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { invitationEmail } from './account-emails.ts';
import { issueAccountToken } from './account-tokens.ts';
import { isPlatformAdmin } from './account-directory.ts';

const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Which company an invitation is for, as the inviter may choose it. */
async function invitedCompany(
  db: Db,
  principal: AccountPrincipal,
  input: z.output<typeof InviteAccountRequest>,
): Promise<{ id: string | null; name: string }> {
  if (input.role === 'Admin') {
    if (!isPlatformAdmin(principal)) throw new AppError('forbidden', 'Only Admin invites Admins');
    return { id: null, name: 'SDS Portal' };
  }
  const companyId = isPlatformAdmin(principal) ? input.companyId : principal.companyId;
  if (!companyId) {
    throw new AppError('validation-failed', 'Name the company', {
      errors: [{ path: 'body.companyId', message: 'is required', code: 'required' }],
    });
  }
  if (!isPlatformAdmin(principal) && input.companyId && input.companyId !== companyId) {
    throw new AppError('not-found', 'No such company');
  }
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new AppError('not-found', 'No such company');
  return company;
}

/**
 * Invites a person (`POST /api/account` with a bearer token;
 * docs/product/roles-and-access.md#accounts): an account without a password and an e-mail with a
 * 7-day link to choose one. An address that has an account is a `409` (the inviter is an
 * administrator, not an outsider). Returns the new account's id.
 */
export async function inviteAccount(
  context: { db: Db; mailer: Mailer; publicUrl: string },
  principal: AccountPrincipal,
  input: z.output<typeof InviteAccountRequest>,
  locale: string,
): Promise<string> {
  const company = await invitedCompany(context.db, principal, input);
  const [inviter] = await context.db
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, principal.accountId));
  try {
    const { id, token } = await context.db.transaction(async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({
          companyId: company.id,
          email: input.email,
          name: input.name,
          roles: [input.role],
        })
        .returning({ id: accounts.id });
      if (!account) throw new Error('The account row was not written');
      const value = await issueAccountToken(tx, {
        purpose: 'password-reset',
        email: input.email,
        accountId: account.id,
        lifetimeMs: INVITATION_LIFETIME_MS,
      });
      return { id: account.id, token: value };
    });
    await context.mailer.send(
      await invitationEmail({
        locale,
        to: input.email,
        name: input.name,
        inviter: inviter?.name ?? '',
        companyName: company.name,
        link: `${context.publicUrl}${accountLinkPathFor('password-reset', token)}`,
      }),
    );
    return id;
  } catch (error) {
    if (isUniqueViolation(error, 'accounts_email_unique')) {
      throw new AppError('conflict', 'An account with this e-mail address exists already');
    }
    throw error;
  }
}
