import { WEB_APP_DEVICE_DESCRIPTION, type RequestSender } from '@sds/contract';
import type { TFunction } from 'i18next';

/**
 * Who sent feedback, in words: "User · SDS Portal in a browser", "Company administrator · Ada
 * Lovelace". Every browser with the web app calls itself `sds-portal-web`, so that one gets
 * the words the device list uses; other apps and accounts keep their own name.
 */
export function senderName(sender: RequestSender, t: TFunction<'admin'>): string {
  const role = t(`feedback.roles.${sender.role}`);
  const name =
    sender.kind === 'device' && sender.name === WEB_APP_DEVICE_DESCRIPTION
      ? t('devices.webApp')
      : sender.name;
  return name ? t('feedback.sender', { role, name }) : role;
}
