import { z } from 'zod';

/**
 * A company's emergency numbers (decision 0048, docs/product/documents.md#emergency-numbers):
 * what every sheet offers to call and every printout prints beside the product's own emergency
 * telephone. Numbers a phone can dial — digits, spaces, `+ ( ) . / -` — so the sheet can make
 * them `tel:` links.
 */
export const DIALLABLE_NUMBER_MAX_LENGTH = 32;

const diallableNumber = z
  .string()
  .trim()
  .min(1)
  .max(DIALLABLE_NUMBER_MAX_LENGTH)
  .regex(/^\+?[0-9][0-9 ()./-]*$/, 'Digits, spaces and + ( ) . / - only');

/** ISO 3166-1 alpha-2, upper case: the country whose defaults were offered. */
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'An ISO 3166-1 alpha-2 country code');

/** `GET /api/emergency-numbers` and `GET`/`PUT /api/companies/{companyId}/emergency-numbers`. */
export const EmergencyNumbers = z.object({
  country: countryCode.nullable(),
  emergencyNumber: diallableNumber.nullable(),
  poisonCentreNumber: diallableNumber.nullable(),
});
export type EmergencyNumbers = z.infer<typeof EmergencyNumbers>;

/** The body of `PUT /api/companies/{companyId}/emergency-numbers`: null clears a number. */
export const EmergencyNumbersRequest = EmergencyNumbers;
export type EmergencyNumbersRequest = z.input<typeof EmergencyNumbersRequest>;

/** A country's numbers as offered to a CompanyAdmin, with where they come from. */
export interface EmergencyNumberDefault {
  /** The general emergency number (ambulance, fire, police or all three). */
  emergency: string;
  /** The public poison centre's number; null where we know of no verified public line. */
  poisonCentre: string | null;
  /** The poison centre's name, in the country's language. */
  poisonCentreName: string | null;
  /** The page that states the numbers. */
  source: string;
  /**
   * Whether the poison centre's number was seen on its cited page (a stored copy) when the table
   * was written; the others are as known to its author and were not re-checked (decision 0048).
   */
  checked?: boolean;
}

const EU_112 = 'https://digital-strategy.ec.europa.eu/en/policies/112';

/**
 * The defaults a CompanyAdmin is offered per country (decision 0048 lists the countries left out
 * and what could not be checked). 112 is the EU's number in every member state (and in the EEA
 * and Switzerland); the poison centres are the national public lines, from the centres' own
 * pages cited here. Where a country has only regional centres the one named is the capital's,
 * and a company elsewhere should enter its own.
 */
export const EMERGENCY_NUMBER_DEFAULTS = {
  AT: {
    emergency: '112',
    poisonCentre: '+43 1 406 43 43',
    poisonCentreName: 'Vergiftungsinformationszentrale',
    source: 'https://www.gesundheit.gv.at/service/notruf/vergiftungsinformationszentrale',
    checked: true,
  },
  BE: {
    emergency: '112',
    poisonCentre: '070 245 245',
    poisonCentreName: 'Antigifcentrum / Centre Antipoisons',
    source: 'https://www.antigifcentrum.be',
    checked: true,
  },
  BG: { emergency: '112', poisonCentre: null, poisonCentreName: null, source: EU_112 },
  CH: {
    emergency: '112',
    poisonCentre: '145',
    poisonCentreName: 'Tox Info Suisse',
    source: 'https://www.toxinfo.ch/portrait',
    checked: true,
  },
  CY: { emergency: '112', poisonCentre: null, poisonCentreName: null, source: EU_112 },
  CZ: {
    emergency: '112',
    poisonCentre: '224 919 293',
    poisonCentreName: 'Toxikologické informační středisko',
    source: 'https://www.tis-cz.cz',
  },
  DE: {
    emergency: '112',
    poisonCentre: '030 19240',
    poisonCentreName: 'Giftnotruf Berlin',
    source: 'https://giftnotruf.charite.de',
  },
  DK: {
    emergency: '112',
    poisonCentre: '82 12 12 12',
    poisonCentreName: 'Giftlinjen',
    source: 'https://www.bispebjerghospital.dk/giftlinjen',
  },
  EE: {
    emergency: '112',
    poisonCentre: '16662',
    poisonCentreName: 'Mürgistusteabekeskus',
    source: 'https://www.16662.ee',
    checked: true,
  },
  ES: {
    emergency: '112',
    poisonCentre: '91 562 04 20',
    poisonCentreName: 'Servicio de Información Toxicológica',
    source:
      'https://www.mjusticia.gob.es/es/ministerio/organismos-ministerio-justicia/instituto-nacional',
  },
  FI: {
    emergency: '112',
    poisonCentre: '0800 147 111',
    poisonCentreName: 'Myrkytystietokeskus',
    source: 'https://www.hus.fi/myrkytystietokeskus',
    checked: true,
  },
  FR: {
    emergency: '112',
    poisonCentre: '01 40 05 48 48',
    poisonCentreName: 'Centre antipoison de Paris',
    source: 'https://centres-antipoison.net',
  },
  GR: {
    emergency: '112',
    poisonCentre: '210 779 3777',
    poisonCentreName: 'Κέντρο Δηλητηριάσεων',
    source: 'https://www.paidon-agiasofia.gr',
  },
  HR: { emergency: '112', poisonCentre: null, poisonCentreName: null, source: EU_112 },
  HU: {
    emergency: '112',
    poisonCentre: '06 80 201 199',
    poisonCentreName: 'Egészségügyi Toxikológiai Tájékoztató Szolgálat',
    source: 'https://www.nnk.gov.hu',
  },
  IE: {
    emergency: '112',
    poisonCentre: '01 809 2166',
    poisonCentreName: 'National Poisons Information Centre',
    source: 'https://www.poisons.ie',
  },
  IS: { emergency: '112', poisonCentre: null, poisonCentreName: null, source: EU_112 },
  IT: {
    emergency: '112',
    poisonCentre: '02 6610 1029',
    poisonCentreName: 'Centro Antiveleni Niguarda, Milano',
    source: 'https://www.ospedaleniguarda.it',
  },
  LT: { emergency: '112', poisonCentre: null, poisonCentreName: null, source: EU_112 },
  LU: {
    emergency: '112',
    poisonCentre: '8002 5500',
    poisonCentreName: 'Centre Antipoisons',
    source: 'https://www.antigifcentrum.be',
  },
  LV: { emergency: '112', poisonCentre: null, poisonCentreName: null, source: EU_112 },
  MT: { emergency: '112', poisonCentre: null, poisonCentreName: null, source: EU_112 },
  NL: { emergency: '112', poisonCentre: null, poisonCentreName: null, source: EU_112 },
  NO: {
    emergency: '112',
    poisonCentre: '22 59 13 00',
    poisonCentreName: 'Giftinformasjonen',
    source: 'https://www.helsenorge.no/giftinformasjon/om/',
    checked: true,
  },
  PL: { emergency: '112', poisonCentre: null, poisonCentreName: null, source: EU_112 },
  PT: {
    emergency: '112',
    poisonCentre: '800 250 250',
    poisonCentreName: 'Centro de Informação Antivenenos (CIAV)',
    source: 'https://www.inem.pt',
  },
  RO: { emergency: '112', poisonCentre: null, poisonCentreName: null, source: EU_112 },
  SE: {
    emergency: '112',
    poisonCentre: '010 456 67 00',
    poisonCentreName: 'Giftinformationscentralen (akut: 112, begär Giftinformation)',
    source: 'https://giftinformation.se/om-giftinformationscentralen-avd/faq/',
    checked: true,
  },
  SI: { emergency: '112', poisonCentre: null, poisonCentreName: null, source: EU_112 },
  SK: {
    emergency: '112',
    poisonCentre: '+421 2 5477 4166',
    poisonCentreName: 'Národné toxikologické informačné centrum',
    source: 'https://www.ntic.sk',
  },
  TR: {
    emergency: '112',
    poisonCentre: '114',
    poisonCentreName: 'Ulusal Zehir Danışma Merkezi (UZEM)',
    source: 'https://www.saglik.gov.tr',
  },
  GB: {
    emergency: '999',
    poisonCentre: null,
    poisonCentreName: null,
    source: 'https://www.nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-call-999/',
  },
  US: {
    emergency: '911',
    poisonCentre: '1-800-222-1222',
    poisonCentreName: 'Poison Help',
    source: 'https://poisonhelp.hrsa.gov',
    checked: true,
  },
  CA: {
    emergency: '911',
    poisonCentre: '1-844-764-7669',
    poisonCentreName: '1-844 POISON-X',
    source: 'https://www.canada.ca/en/health-canada/services/poison-centres.html',
  },
  AU: {
    emergency: '000',
    poisonCentre: '13 11 26',
    poisonCentreName: 'Poisons Information Centre',
    source: 'https://www.healthdirect.gov.au/poisons-information-centre',
  },
  NZ: {
    emergency: '111',
    poisonCentre: '0800 764 766',
    poisonCentreName: 'National Poisons Centre',
    source: 'https://poisons.co.nz',
  },
  BR: {
    emergency: '192',
    poisonCentre: '0800 722 6001',
    poisonCentreName: 'Disque-Intoxicação (Anvisa)',
    source: 'https://www.gov.br/anvisa',
  },
  JP: {
    emergency: '119',
    poisonCentre: '072-727-2499',
    poisonCentreName: '日本中毒情報センター 大阪中毒110番',
    source: 'https://www.j-poison-ic.jp',
  },
  KR: {
    emergency: '119',
    poisonCentre: null,
    poisonCentreName: null,
    source: 'https://www.119.go.kr',
  },
  IL: {
    emergency: '101',
    poisonCentre: '04-777-1900',
    poisonCentreName: 'המרכז הארצי למידע בהרעלות, רמב״ם',
    source: 'https://www.rambam.org.il',
  },
} as const satisfies Record<string, EmergencyNumberDefault>;

export type EmergencyCountry = keyof typeof EMERGENCY_NUMBER_DEFAULTS;

/** The country an interface locale suggests first (`nl-NL` → `NL`), if we have its defaults. */
export function suggestedEmergencyCountry(locale: string): EmergencyCountry | null {
  const region = locale.split('-')[1]?.toUpperCase();
  return region && region in EMERGENCY_NUMBER_DEFAULTS ? (region as EmergencyCountry) : null;
}
