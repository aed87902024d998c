import { RIGHT_TO_LEFT_LOCALES } from '@sds/contract';
import escapeHtml from 'escape-html';
import type { MailMessage } from './mailer.ts';

const directionOf = (locale: string) =>
  (RIGHT_TO_LEFT_LOCALES as readonly string[]).includes(locale) ? 'rtl' : 'ltr';

/** A paragraph or a call to action of an e-mail; both forms are written from the same parts. */
export type MailBlock = { text: string } | { link: string; label: string };

/** An e-mail in plain text and HTML from the same blocks, in one language and its direction. */
export function composeMail(
  locale: string,
  to: string,
  subject: string,
  blocks: MailBlock[],
): MailMessage {
  const text = blocks
    .map((block) => ('text' in block ? block.text : `${block.label}: ${block.link}`))
    .join('\n\n');
  const html = blocks
    .map((block) =>
      'text' in block
        ? `<p>${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`
        : `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.label)}</a></p>`,
    )
    .join('\n');
  const links = blocks.flatMap((block) => ('link' in block ? [block.link] : []));
  return {
    to,
    subject,
    text,
    // The language and direction of the texts, so mail clients read Arabic or Hebrew right to left.
    html: `<!doctype html><html lang="${escapeHtml(locale)}" dir="${directionOf(locale)}"><body style="font-family:sans-serif">${html}</body></html>`,
    links,
  };
}
