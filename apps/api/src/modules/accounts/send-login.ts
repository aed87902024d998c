import { eq, sql } from 'drizzle-orm';
import { decryptCompanyCode } from '../../platform/crypto/company-code-protection.ts';
import type { SecretKeys } from '../../platform/crypto/secret-keys.ts';
import type { Db } from '../../platform/db/database.ts';
import { companyCodes } from '../../platform/db/schema.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import type { NewCompanyCodes } from '../companies/index.ts';
import { companyCodesEmail } from './account-emails.ts';

/**
 * The e-mail with a company's three codes for its CompanyAdmin (`account/sendlogin`,
 * docs/product/roles-and-access.md#accounts), when the address belongs to a CompanyAdmin whose
 * address was verified (null otherwise). Only that address ever receives them; the caller answers
 * the same either way, before this runs (Mailer.sendInBackground). The codes are decrypted for this
 * message only (docs/product/codes-and-licences.md#company-codes).
 */
export async function sendLogin(
  context: { db: Db; keys: SecretKeys },
  email: string,
  locale: string,
): Promise<MailMessage | null> {
  const found = await context.db.execute<{
    email: string;
    name: string;
    companyId: string;
    companyName: string;
  }>(sql`
    select a.email, a.name, a.company_id as "companyId", c.name as "companyName"
    from accounts a join companies c on c.id = a.company_id
    where lower(a.email) = lower(${email}) and 'CompanyAdmin' = any(a.roles)
      and a.email_verified_at is not null
    limit 1`);
  const admin = found.rows[0];
  if (!admin) return null;
  const rows = await context.db
    .select({ kind: companyCodes.kind, codeEncrypted: companyCodes.codeEncrypted })
    .from(companyCodes)
    .where(eq(companyCodes.companyId, admin.companyId));
  const codes = Object.fromEntries(
    rows.map((row) => [row.kind, decryptCompanyCode(context.keys, row.codeEncrypted)]),
  ) as unknown as NewCompanyCodes;
  return companyCodesEmail({ ...admin, to: admin.email, locale, codes });
}
