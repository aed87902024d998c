import { RIGHT_TO_LEFT_LOCALES, type SupportedLocale } from '@sds/contract';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { WEB_NAMESPACES, loadCatalogues } from './catalogues.ts';

/** The app's one i18next instance. */
export const i18n: I18n = i18next.createInstance();

// Quiet until `/config.json` says this is not a production deployment.
let isProductionDeployment = true;

/**
 * Tells translations whether the deployment is a production one (`/config.json`), so one build
 * shows missing keys the right way everywhere (decision 0030).
 */
export function setProductionDeployment(isProduction: boolean): void {
  isProductionDeployment = isProduction;
}

/**
 * What a missing key shows (docs/product/languages.md#translations): the key itself in production,
 * so users see no noise, and `[MISSING - key]` otherwise, so nobody overlooks a gap.
 */
export function showMissingKey(key: string, isProduction = isProductionDeployment): string {
  return isProduction ? key : `[MISSING - ${key}]`;
}

const isRightToLeft = (locale: string) =>
  (RIGHT_TO_LEFT_LOCALES as readonly string[]).includes(locale);

function applyDocumentLanguage(locale: string): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = isRightToLeft(locale) ? 'rtl' : 'ltr';
}

/**
 * An interpolated value on a right-to-left page, set apart with Unicode's first-strong isolate
 * (U+2068 … U+2069): a Latin company name ending in "B.V." keeps its full stop at its end
 * inside an Arabic sentence. React escapes the text itself.
 */
function isolateValue(value: string): string {
  // Numbers stay with their neighbours, so "UN {{number}}" still reads "UN 1090".
  const hasLetters = /\p{L}/u.test(value);
  return hasLetters && isRightToLeft(i18n.language) ? `\u2068${value}\u2069` : value;
}

async function addCatalogues(locale: SupportedLocale): Promise<void> {
  const catalogues = await loadCatalogues(locale);
  for (const namespace of WEB_NAMESPACES) {
    i18n.addResourceBundle(locale, namespace, catalogues[namespace], true, true);
  }
}

/** Loads the active locale's catalogues (and no other) and starts i18next with them. */
export async function initI18n(locale: SupportedLocale): Promise<void> {
  const catalogues = await loadCatalogues(locale);
  i18n.on('languageChanged', applyDocumentLanguage);
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en-US',
    // Only the exact locale: never look for a bare `nl` bundle.
    load: 'currentOnly',
    ns: [...WEB_NAMESPACES],
    defaultNS: 'common',
    resources: { [locale]: catalogues },
    // escapeValue: i18next then passes each value through `escape`, which isolates it.
    interpolation: { escapeValue: true, escape: isolateValue },
    parseMissingKeyHandler: (key: string) => showMissingKey(key),
    react: { useSuspense: false },
  });
  applyDocumentLanguage(locale);
}

type CatalogueLoader = (locale: SupportedLocale) => Promise<void>;
const languageChangeLoaders = new Set<CatalogueLoader>();

/**
 * Has a language switch load more catalogues first: those of a screen's own namespace while
 * that screen is open (see lazy-catalogues.ts). Returns the way to stop.
 */
export function loadBeforeLanguageChange(load: CatalogueLoader): () => void {
  languageChangeLoaders.add(load);
  return () => void languageChangeLoaders.delete(load);
}

/** Switches the interface language, loading its catalogues first when they are not loaded yet. */
export async function changeInterfaceLanguage(locale: SupportedLocale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, 'common')) await addCatalogues(locale);
  await Promise.all([...languageChangeLoaders].map((load) => load(locale)));
  await i18n.changeLanguage(locale);
}
