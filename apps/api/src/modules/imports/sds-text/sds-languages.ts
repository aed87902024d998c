import { CORE_LANGUAGES, type CoreLanguage, type SupportedLocale } from '@sds/contract';

/**
 * The languages whose SDS headings and labels the text reader knows: the core languages of the
 * contract's table (a new one needs its words in SECTION_TITLE_WORDS, which the type demands).
 */
export const SDS_LANGUAGES: readonly CoreLanguage[] = CORE_LANGUAGES.map(
  ({ language }) => language,
);
export type SdsLanguage = CoreLanguage;

/**
 * The product locale an SDS in a language becomes (the core locales,
 * docs/product/languages.md#locales).
 */
export const LOCALE_OF_LANGUAGE = Object.fromEntries(
  CORE_LANGUAGES.map(({ language, locale }) => [language, locale]),
) as Record<SdsLanguage, SupportedLocale>;

/**
 * Lower case without accents; hyphens, slashes and apostrophes as spaces:
 * `Erste-Hilfe-Maßnahmen` → `erste hilfe maßnahmen`, `l'Incendie` → `l incendie`. Headings are
 * compared in this form, so upper case, accents dropped by a supplier's tool and `first-aid`
 * vs `first aid` all match.
 */
export function foldForMatching(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[-‐‑–—/'’]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Words that mark an SDS section's title, per section number and language, folded. A heading
 * like `4. FIRST AID MEASURES` (no `SECTION` label) counts only when its title holds one of its
 * number's words, so a numbered list in the text is not taken for a heading.
 */
// prettier-ignore
export const SECTION_TITLE_WORDS: Record<number, Record<SdsLanguage, readonly string[]>> = {
  1: {
    nl: ['identificatie van de stof', 'identificatie van het', 'identificatie van de onderneming'],
    // US sheets: `1. Identification`, `1. Product and company identification`.
    en: ['identification'],
    de: ['bezeichnung des stoffs', 'bezeichnung des stoffes', 'bezeichnung des gemischs'],
    fr: ['identification de la substance', 'identification du melange', 'identification du produit'],
  },
  2: {
    nl: ['identificatie van de gevaren', 'gevaren'],
    // US sheets: `2. Hazard(s) identification`.
    en: ['hazard'],
    de: ['mogliche gefahren', 'gefahrenidentifikation', 'gefahren'],
    fr: ['identification des dangers', 'dangers'],
  },
  3: {
    nl: ['samenstelling'],
    en: ['composition'],
    de: ['zusammensetzung'],
    fr: ['composition'],
  },
  4: {
    nl: ['eerstehulp', 'eerste hulp'],
    en: ['first aid'],
    de: ['erste hilfe'],
    fr: ['premiers secours', 'premiers soins'],
  },
  5: {
    nl: ['brandbestrijding', 'brand'],
    en: ['firefighting', 'fire fighting', 'fire'],
    de: ['brandbekampfung'],
    fr: ['lutte contre l incendie', 'incendie'],
  },
  6: {
    nl: ['accidenteel vrijkomen', 'onbedoeld vrijkomen'],
    en: ['accidental release'],
    de: ['unbeabsichtigter freisetzung'],
    fr: ['dispersion accidentelle', 'rejet accidentel', 'deversement accidentel'],
  },
  7: {
    nl: ['hantering en opslag', 'opslag'],
    en: ['handling and storage', 'storage'],
    de: ['handhabung und lagerung', 'lagerung'],
    fr: ['manipulation et stockage', 'stockage'],
  },
  8: {
    nl: ['beheersing van blootstelling', 'blootstelling'],
    en: ['exposure controls', 'exposure control', 'personal protection'],
    de: ['begrenzung und uberwachung', 'personliche schutzausrustung', 'exposition'],
    fr: ['controles de l exposition', 'controle de l exposition', 'protection individuelle'],
  },
  9: {
    nl: ['fysische en chemische eigenschappen'],
    en: ['physical and chemical properties'],
    de: ['physikalische und chemische eigenschaften'],
    fr: ['proprietes physiques et chimiques'],
  },
  10: {
    nl: ['stabiliteit en reactiviteit', 'stabiliteit'],
    en: ['stability and reactivity'],
    de: ['stabilitat und reaktivitat'],
    fr: ['stabilite et reactivite'],
  },
  11: {
    nl: ['toxicologische informatie', 'toxicologische'],
    en: ['toxicological information'],
    de: ['toxikologische angaben'],
    fr: ['informations toxicologiques'],
  },
  12: {
    nl: ['ecologische informatie', 'ecologische'],
    en: ['ecological information'],
    de: ['umweltbezogene angaben'],
    fr: ['informations ecologiques'],
  },
  13: {
    nl: ['instructies voor verwijdering', 'verwijdering'],
    en: ['disposal considerations', 'disposal'],
    de: ['hinweise zur entsorgung', 'entsorgung'],
    fr: ['considerations relatives a l elimination', 'elimination'],
  },
  14: {
    nl: ['informatie met betrekking tot het vervoer', 'vervoer'],
    en: ['transport information'],
    de: ['angaben zum transport'],
    fr: ['informations relatives au transport'],
  },
  15: {
    nl: ['regelgeving'],
    en: ['regulatory information'],
    de: ['rechtsvorschriften'],
    fr: ['informations relatives a la reglementation', 'informations reglementaires'],
  },
  16: {
    nl: ['overige informatie', 'andere informatie'],
    en: ['other information'],
    de: ['sonstige angaben'],
    fr: ['autres informations'],
  },
};

/** The languages whose title words for a section appear in a (folded) title. */
export function languagesOfTitle(sectionNumber: number, foldedTitle: string): SdsLanguage[] {
  const words = SECTION_TITLE_WORDS[sectionNumber];
  if (!words) return [];
  return SDS_LANGUAGES.filter((language) =>
    words[language].some((word) => foldedTitle.includes(word)),
  );
}
