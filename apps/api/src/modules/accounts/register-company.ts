import { accountLinkPathFor, type RegistrationRequest } from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { alreadyRegisteredEmail, registrationEmail } from './account-emails.ts';
import { issueAccountToken } from './account-tokens.ts';

export interface RegistrationContext {
  db: Db;
  publicUrl: string;
}

/**
 * Starts a free company account (issue 7): nothing but a single-use token exists until the
 * e-mailed link is opened; returns the e-mail with that link. For an address that already has
 * an account, its owner gets a notice instead, and the caller's answer is the same either way
 * and comes before this runs (Mailer.sendInBackground): an outsider learns nothing about which
 * addresses have accounts.
 */
export async function startRegistration(
  context: RegistrationContext,
  input: RegistrationRequest,
  locale: string,
): Promise<MailMessage> {
  const existing = await context.db.execute<{ email: string; name: string }>(sql`
    select email, name from accounts where lower(email) = lower(${input.email}) limit 1`);
  const owner = existing.rows[0];
  if (owner) {
    return alreadyRegisteredEmail({
      locale,
      to: owner.email,
      name: owner.name,
      companyName: input.companyName,
    });
  }
  const token = await issueAccountToken(context.db, {
    purpose: 'registration',
    email: input.email,
    details: { companyName: input.companyName, name: input.name, locale },
  });
  return registrationEmail({
    locale,
    to: input.email,
    name: input.name,
    companyName: input.companyName,
    link: `${context.publicUrl}${accountLinkPathFor('registration', token)}`,
  });
}
