import { loadServerTexts } from '../../platform/i18n/server-texts.ts';
import { composeMail } from '../../platform/mail/compose-mail.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

export interface SupplierRequestEmailInput {
  locale: string;
  to: string;
  supplierName: string;
  companyName: string;
  productName: string;
  articleNumber: string;
  /** The upload page with the token (supplier-links.ts). */
  link: string;
  expiresAt: Date;
  /** The reminder after 14 days, rather than the first request. */
  isReminder: boolean;
}

/**
 * The e-mail that asks a supplier for a product's current SDS (decision 0070), in the supplier's
 * language: who asks, for which product, the upload link (one upload, no account) and until
 * when it works. The reminder says the same with its own link.
 */
export async function supplierRequestEmail(input: SupplierRequestEmailInput): Promise<MailMessage> {
  const { t } = await loadServerTexts(input.locale, ['email']);
  const date = new Intl.DateTimeFormat(input.locale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(input.expiresAt);
  const values = {
    name: input.supplierName,
    companyName: input.companyName,
    productName: input.productName,
    articleNumber: input.articleNumber,
    date,
  };
  const subject = t(
    input.isReminder ? 'email:supplierRequest.reminderSubject' : 'email:supplierRequest.subject',
    values,
  );
  return composeMail(input.locale, input.to, subject, [
    { text: t('email:greeting', values) },
    ...(input.isReminder ? [{ text: t('email:supplierRequest.reminder', values) }] : []),
    { text: t('email:supplierRequest.intro', values) },
    { link: input.link, label: t('email:supplierRequest.action') },
    { text: t('email:supplierRequest.expiry', values) },
    { text: t('email:supplierRequest.ignore', values) },
    { text: t('email:signature') },
  ]);
}
