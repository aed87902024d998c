import { WEB_APP_DEVICE_DESCRIPTION, type RequestSender } from '@sds/contract';
import type { TFunction } from 'i18next';

/**
 * Who asked, in words: "User · SDS Portal in a browser", "Company administrator · Ada
 * Lovelace". Every browser with the web app calls itself `sds-portal-web`, so that one gets
 * words people know; other apps and accounts keep their own name.
 */
export function senderLabel(sender: RequestSender, t: TFunction<'requests'>): string {
  const role = t(`sender.roles.${sender.role}`);
  const name =
    sender.kind === 'device' && sender.name === WEB_APP_DEVICE_DESCRIPTION
      ? t('sender.webApp')
      : sender.name;
  return name ? t('sender.named', { role, name }) : role;
}

/** A request's title: the first line of its remarks, else the name of its file. */
export function requestSummary(remarks: string, fileName: string | undefined): string {
  const firstLine = remarks.split('\n', 1)[0]?.trim() ?? '';
  return firstLine || fileName || '';
}
