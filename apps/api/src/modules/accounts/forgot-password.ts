import { accountLinkPathFor } from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { passwordResetEmail } from './account-emails.ts';
import { issueAccountToken } from './account-tokens.ts';

/**
 * The e-mail with a 2-hour single-use link to set a new password, when the address has an
 * account (null otherwise). The caller answers the same either way and before this runs
 * (Mailer.sendInBackground), so nobody learns which addresses have accounts.
 */
export async function forgotPassword(
  context: { db: Db; publicUrl: string },
  email: string,
  locale: string,
): Promise<MailMessage | null> {
  const found = await context.db.execute<{ id: string; email: string; name: string }>(sql`
    select id, email, name from accounts where lower(email) = lower(${email}) limit 1`);
  const account = found.rows[0];
  if (!account) return null;
  const token = await issueAccountToken(context.db, {
    purpose: 'password-reset',
    email: account.email,
    accountId: account.id,
  });
  return passwordResetEmail({
    locale,
    to: account.email,
    name: account.name,
    link: `${context.publicUrl}${accountLinkPathFor('password-reset', token)}`,
  });
}
