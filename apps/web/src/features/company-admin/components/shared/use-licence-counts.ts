import type { LicenceGrants } from '@sds/contract';
import { useTranslation } from 'react-i18next';
import { formatCount } from './admin-format.ts';

/** "10 user licences, 1 key-user licence": what a licence or add-on grants, in words. */
export function useLicenceCounts(): (grants: LicenceGrants) => string {
  const { t, i18n } = useTranslation('admin');
  const { language } = i18n;
  return ({ userLicences, keyUserLicences }) => {
    return t('licences.grantsText', {
      users: t('licences.userLicences', {
        count: userLicences,
        number: formatCount(userLicences, language),
      }),
      keyUsers: t('licences.keyUserLicences', {
        count: keyUserLicences,
        number: formatCount(keyUserLicences, language),
      }),
    });
  };
}
