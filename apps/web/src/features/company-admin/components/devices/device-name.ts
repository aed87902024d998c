import { WEB_APP_DEVICE_DESCRIPTION, type CompanyDevice } from '@sds/contract';
import type { TFunction } from 'i18next';

/**
 * The browser and system a device signed in from ("Chrome on Android"), as its User-Agent
 * named them; null when it named neither.
 */
export function deviceClientName(device: CompanyDevice, t: TFunction<'admin'>): string | null {
  const { browser, operatingSystem } = device;
  if (browser && operatingSystem) {
    return t('devices.browserOnOs', { browser, os: operatingSystem });
  }
  return browser || operatingSystem || null;
}

/**
 * What a device is called on screen: the name an administrator gave it; else, for the web app
 * (every browser calls itself `sds-portal-web`), its browser and system, or words people know;
 * other apps keep their own name.
 */
export function deviceName(device: CompanyDevice, t: TFunction<'admin'>): string {
  if (device.label) return device.label;
  if (device.description === WEB_APP_DEVICE_DESCRIPTION) {
    return deviceClientName(device, t) ?? t('devices.webApp');
  }
  return device.description || t('devices.noDescription');
}
