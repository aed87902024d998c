import { WEB_APP_DEVICE_DESCRIPTION, type CompanyDevice } from '@sds/contract';
import type { TFunction } from 'i18next';

/**
 * What a device is called on screen. Every browser with the web app calls itself
 * `sds-portal-web`, so that one gets words people know; other apps keep their own name.
 */
export function deviceName(device: CompanyDevice, t: TFunction<'admin'>): string {
  if (device.description === WEB_APP_DEVICE_DESCRIPTION) return t('devices.webApp');
  return device.description || t('devices.noDescription');
}
