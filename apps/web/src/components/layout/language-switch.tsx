import type { SupportedLocale } from '@sds/contract';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHIPPED_LOCALES } from '../../i18n/catalogues.ts';
import { changeInterfaceLanguage } from '../../i18n/i18n.ts';
import { saveLanguage, selectInterfaceLocale } from '../../i18n/language-preference.ts';
import { nativeLocaleName } from '../../i18n/locale-names.ts';
import { GlobeIcon } from '../ui/icons.tsx';
import './language-switch.css';

/**
 * Changes the interface language (docs/product/languages.md#interface-language) and remembers it.
 * The query provider refetches language-bound data when i18next reports the change.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();

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
        {SHIPPED_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {nativeLocaleName(locale, SHIPPED_LOCALES)}
          </option>
        ))}
      </select>
    </label>
  );
}
