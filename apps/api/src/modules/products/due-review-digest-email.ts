import type { DueForReviewItem } from '@sds/contract';
import { loadServerTexts } from '../../platform/i18n/server-texts.ts';
import { composeMail } from '../../platform/mail/compose-mail.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

/** The sheets a digest names; the rest are counted and on the list its link opens. */
export const DIGEST_LISTED_SHEETS = 20;

/** The web app's list of sheets due for review (apps/web, docs/product/web-app.md#screens). */
export const DUE_LIST_PATH = '/audit/due-for-review';

function formatDay(locale: string, isoDay: string): string {
  const day = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return isoDay;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(day);
}

/**
 * The weekly digest of a company's sheets due for review (decision 0065), to one administrator
 * (by name) or key-user contact (an address alone) in the company's language: how many, the
 * oldest by name, article number and revision date, the link to the whole list, why this
 * recipient gets it and how to change or stop it.
 */
export async function dueReviewDigestEmail(input: {
  locale: string;
  to: string;
  /** The administrator's name; null for a key-user contact, who has no account. */
  name: string | null;
  companyName: string;
  dueBefore: string;
  total: number;
  items: DueForReviewItem[];
  publicUrl: string;
}): Promise<MailMessage> {
  const { t } = await loadServerTexts(input.locale, ['email']);
  const { locale } = input;
  const values = {
    name: input.name ?? '',
    companyName: input.companyName,
    count: String(input.total),
    date: formatDay(locale, input.dueBefore),
  };
  const listed = input.items.slice(0, DIGEST_LISTED_SHEETS).map((item) => {
    const age = item.revisionDate
      ? t('email:dueDigest.revised', { date: formatDay(locale, item.revisionDate) })
      : t('email:dueDigest.noRevisionDate');
    return `• ${item.name} (${item.articleNumber}, ${item.locale}): ${age}`;
  });
  const more = input.total - listed.length;
  return composeMail(locale, input.to, t('email:dueDigest.subject', values), [
    {
      text: input.name ? t('email:greeting', values) : t('email:dueDigest.greetingContact', values),
    },
    { text: t('email:dueDigest.intro', values) },
    { text: listed.join('\n') },
    ...(more > 0 ? [{ text: t('email:dueDigest.more', { count: String(more) }) }] : []),
    { link: `${input.publicUrl}${DUE_LIST_PATH}`, label: t('email:dueDigest.action') },
    {
      text:
        input.name === null
          ? t('email:dueDigest.whyContact', values)
          : t('email:dueDigest.whyAdministrator', values),
    },
    { text: t('email:dueDigest.howToStop') },
    { text: t('email:signature') },
  ]);
}
