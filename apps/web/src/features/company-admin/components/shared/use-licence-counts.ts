import type { LicenceGrants } from '@sds/contract';
import { useTranslation } from 'react-i18next';
import { formatCount } from './admin-format.ts';

/** Whether the language writes `count` in the singular: 1 in English, also 0 in French. */
export function isSingular(count: number, language: string): boolean {
  return new Intl.PluralRules(language).select(count) === 'one';
}

/** "10 user licences, 1 key-user licence": what a licence or add-on grants, in words. */
export function useLicenceCounts(): (grants: LicenceGrants) => string {
  const { t, i18n } = useTranslation('admin');
  const { language } = i18n;
  return ({ userLicences, keyUserLicences }) => {
    const users = { number: formatCount(userLicences, language) };
    const keyUsers = { number: formatCount(keyUserLicences, language) };
    return t('licences.grantsText', {
      users: isSingular(userLicences, language)
        ? t('licences.userLicencesOne', users)
        : t('licences.userLicencesMany', users),
      keyUsers: isSingular(keyUserLicences, language)
        ? t('licences.keyUserLicencesOne', keyUsers)
        : t('licences.keyUserLicencesMany', keyUsers),
    });
  };
}
