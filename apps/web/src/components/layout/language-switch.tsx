import type { SupportedLocale } from '@sds/contract';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHIPPED_LOCALES } from '../../i18n/catalogues.ts';
import { changeInterfaceLanguage } from '../../i18n/i18n.ts';
import { saveLanguage, selectInterfaceLocale } from '../../i18n/language-preference.ts';
import { GlobeIcon } from '../ui/icons.tsx';
import './language-switch.css';

type LanguageOption = { locale: SupportedLocale; name: string };

/**
 * The shipped languages, each named in itself in the portal's one order, read once the first
 * screen is drawn (a chunk of its own: the names would not fit the first screen's budget).
 */
function useLanguageOptions(): LanguageOption[] | null {
  const [options, setOptions] = useState<LanguageOption[] | null>(null);
  useEffect(() => {
    let isMounted = true;
    void import('../../i18n/language-options.ts').then(({ languageOptions }) => {
      if (isMounted) setOptions(languageOptions(SHIPPED_LOCALES));
    });
    return () => {
      isMounted = false;
    };
  }, []);
  return options;
}

/**
 * Changes the interface language (docs/product/languages.md#interface-language) and remembers it.
 * The query provider refetches language-bound data when i18next reports the change. Until the
 * list of languages has loaded, the current one is named from its own catalogue.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const options = useLanguageOptions();
  const shown = options ?? [
    { locale: i18n.language as SupportedLocale, name: t('language.ownName') },
  ];

  async function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    const locale: SupportedLocale = selectInterfaceLocale(event.target.value);
    saveLanguage(locale);
    await changeInterfaceLanguage(locale);
  }

  return (
    <label className="language-switch">
      <GlobeIcon className="language-switch__icon" />
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        className="language-switch__select"
        value={i18n.language}
        onChange={(event) => void handleChange(event)}
      >
        {shown.map(({ locale, name }) => (
          <option key={locale} value={locale} lang={locale}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
