import {
  PRODUCT_INPUT_LIMITS,
  SUPPORTED_LOCALES,
  isSupplierEmail,
  isSupplierPhone,
  normalisedUfi,
  type SupportedLocale,
} from '@sds/contract';
import {
  at,
  capped,
  childrenNamed,
  descendantsNamed,
  preferredRegion,
  singleLine,
  type XmlElement,
} from './sdscom-tree.ts';
import { phraseText } from './sdscom-phrases.ts';

/** Section 1's identity of the product and of its SDS. */
export interface SheetIdentity {
  name: string | null;
  articleNumber: string | null;
  /** The first well-formed UFI of `ProductIdentifiers/RegionEU/Ufi` (v5; a group SDS lists several). */
  ufi: string | null;
  supplier: string | null;
  /** The supplier's e-mail address and telephone of 1.3 (`SupplierInformation`). */
  supplierEmail: string | null;
  supplierPhone: string | null;
  revisionDate: string | null;
  version: string | null;
  emergencyPhone: string | null;
}

/**
 * Reads section 1 of either shape. v4 keeps everything in `IdentificationSubstPrep`
 * (`ProductIdentity/TradeName`, `ItemNo`, `VersionNo`, `RevisionDate`, `SupplierInformation`);
 * v5 moves the product into `TradeProductIdentity` and the SDS's dates, version and supplier
 * into a market branch (`RegionEU`), the emergency telephone with them.
 */
export function readIdentity(
  identification: XmlElement | undefined,
  language: string | null,
): SheetIdentity {
  const sdsInformation = preferredRegion(identification) ?? identification;
  const productEntry = suppliersOwnEntry(identification);
  const tradeName =
    descendantsNamed(productEntry, 'TradeName')[0] ??
    descendantsNamed(identification, 'TradeName')[0];
  const articleNumber = at(identification, 'ItemNo') ?? at(productEntry, 'ProductNoUser');
  const regionSupplier = at(sdsInformation, 'SupplierInformation');
  const supplierInformation = at(regionSupplier, 'Name')
    ? regionSupplier
    : descendantsNamed(identification, 'SupplierInformation').find((info) => at(info, 'Name'));
  const supplier = at(supplierInformation, 'Name');
  return {
    name: capped(tradeName?.text, PRODUCT_INPUT_LIMITS.name),
    articleNumber: capped(articleNumber?.text, PRODUCT_INPUT_LIMITS.code),
    // The supplier's own entry's first, then any (a v4-style file may put it elsewhere).
    ufi:
      [...descendantsNamed(productEntry, 'Ufi'), ...descendantsNamed(identification, 'Ufi')]
        .map((ufi) => normalisedUfi(singleLine(ufi.text)))
        .find((ufi) => ufi !== null) ?? null,
    supplier: capped(supplier?.text, PRODUCT_INPUT_LIMITS.name),
    ...readSupplierContact(supplierInformation),
    // A first edition has no revision yet: its issue date is the date of the current text.
    revisionDate:
      isoDate(at(sdsInformation, 'RevisionDate')?.text) ??
      isoDate(at(sdsInformation, 'IssueDate')?.text),
    version: capped(at(sdsInformation, 'VersionNo')?.text, PRODUCT_INPUT_LIMITS.shortText),
    emergencyPhone: readEmergencyPhone(sdsInformation, language),
  };
}

/**
 * Section 1.4: the first emergency telephone with a number, and what it says of itself
 * (`24 h`, `Giftnotruf Berlin`) after it in brackets, as sheets print it.
 */
function readEmergencyPhone(sdsInformation: XmlElement | undefined, language: string | null) {
  for (const phone of childrenNamed(sdsInformation, 'EmergencyPhone')) {
    const number = singleLine(at(phone, 'No')?.text ?? '');
    if (number === '') continue;
    const description = childrenNamed(phone, 'EmergencyPhoneDescription')
      .map((phrase) => singleLine(phraseText(phrase, language)))
      .filter(Boolean)
      .join('; ');
    return capped(description ? `${number} (${description})` : number, PRODUCT_INPUT_LIMITS.phone);
  }
  return null;
}

/**
 * The supplier's e-mail address and telephone (1.3): for the address, the competent person's
 * (`CompanyContact/EmailCompetentPerson`, the one responsible for the SDS) before the company's
 * (`Email`) and a contact's; for the telephone, the company's before a contact's. Values not of
 * the fields' form (a phone with words, a malformed address) are skipped.
 */
function readSupplierContact(supplierInformation: XmlElement | undefined) {
  const contacts = childrenNamed(supplierInformation, 'CompanyContact');
  const firstOf = (elements: XmlElement[], isValid: (text: string) => boolean) =>
    elements.map((element) => singleLine(element.text)).find(isValid) ?? null;
  const inContacts = (name: string) => contacts.flatMap((contact) => childrenNamed(contact, name));
  return {
    supplierEmail: firstOf(
      [
        ...inContacts('EmailCompetentPerson'),
        ...childrenNamed(supplierInformation, 'Email'),
        ...inContacts('Email'),
      ],
      isSupplierEmail,
    ),
    supplierPhone: firstOf(
      [...childrenNamed(supplierInformation, 'Phone'), ...inContacts('Phone')],
      (phone) => phone.length <= PRODUCT_INPUT_LIMITS.supplierPhone && isSupplierPhone(phone),
    ),
  };
}

/**
 * The supplier's own product numbers (v5 `TradeProductIdentity`, v4 `ProductNo`): the entry
 * without a `UserId`, as entries with one are the numbers customers relabel the product under.
 */
function suppliersOwnEntry(identification: XmlElement | undefined): XmlElement | undefined {
  const entries = [
    ...childrenNamed(identification, 'TradeProductIdentity'),
    ...childrenNamed(identification, 'ProductNo'),
  ];
  return entries.find((entry) => singleLine(at(entry, 'UserId')?.text ?? '') === '') ?? entries[0];
}

/** `YYYY-MM-DD` from an `xs:date`, which may carry a time zone (`2024-03-15+01:00`). */
function isoDate(text: string | undefined): string | null {
  const date = /^\d{4}-\d{2}-\d{2}/.exec(singleLine(text ?? ''))?.[0];
  if (!date) return null;
  return Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ? null : date;
}

/**
 * The sheet's language (`FreetextLanguageCode`, lower case) from the exporting system's header,
 * which v5 puts beside the datasheets and v4 inside each one.
 */
export function readLanguage(
  feed: XmlElement,
  datasheet: XmlElement,
): { language: string | null; country: string | null } {
  const header =
    at(feed, 'InformationFromExportingSystem') ?? at(datasheet, 'InformationFromExportingSystem');
  const language = singleLine(
    at(header, 'Language', 'FreetextLanguageCode')?.text ?? '',
  ).toLowerCase();
  const country = singleLine(
    at(header, 'Language', 'FreetextLanguageCountryCode')?.text ?? '',
  ).toUpperCase();
  return {
    language: /^[a-z]{2}$/.test(language) ? language : null,
    country: country === '' ? null : country,
  };
}

/**
 * The product locale of a language: the exact language and country when the portal has it
 * (`pt` in `BR`), else the first locale of that language, core locales first (`nl` → `nl-NL`,
 * `en` → `en-US`); null for a language the portal does not offer.
 */
export function localeOf(language: string | null, country: string | null): SupportedLocale | null {
  if (language === null) return null;
  const exact = SUPPORTED_LOCALES.find((locale) => locale === `${language}-${country}`);
  return exact ?? SUPPORTED_LOCALES.find((locale) => locale.startsWith(`${language}-`)) ?? null;
}
