/**
 * The words of the test SDS (an acetone-based cleaner) in each language the fixtures write,
 * phrased the way real safety data sheets phrase them. Statement texts are the official CLP
 * texts, as suppliers' systems export them. Each language's texts are in a file of its own
 * (sdscom-fixture-texts-<language>.ts).
 */

import { deTexts } from './sdscom-fixture-texts-de.ts';
import { enTexts } from './sdscom-fixture-texts-en.ts';
import { frTexts } from './sdscom-fixture-texts-fr.ts';
import { nlTexts } from './sdscom-fixture-texts-nl.ts';

export type SdscomFixtureLanguage = 'nl' | 'en' | 'de' | 'fr';

/** One language's texts, keyed by where they go in the SDS. */
export interface SdscomFixtureTexts {
  country: string;
  signalWords: { DGR: string; WNG: string };
  statements: Record<'H225' | 'H319' | 'EUH066' | 'P210' | 'P305+P351+P338', string>;
  /** P370+P378 as the catalogue has it, with its placeholder, and the value merged into it. */
  extinguishWith: { fullText: string; mergeText: string };
  components: { acetone: string; ethanol: string };
  shippingName: string;
  identifiedUse: string;
  /** What the emergency telephone offers, as section 1.4 describes it. */
  emergencyPhoneHours: string;
  useAdvisedAgainst: string;
  otherHazards: string;
  firstAid: { general: string; inhalation: string; skin: string; eyes: string; ingestion: string };
  fireFighting: {
    suitableMedia: string;
    unsuitableMedia: string;
    combustionProducts: string;
    advice: string;
  };
  spill: { personal: string; environment: string; cleanUp: string };
  handling: { precautions: string; fire: string; hygiene: string };
  storage: { conditions: string; incompatible: string };
  protection: {
    engineering: string;
    eyes: string;
    hands: string;
    body: string;
    respiratory: string;
  };
  disposal: { product: string; packaging: string };
  transportPrecautions: string;
}

export const SDSCOM_FIXTURE_TEXTS: Record<SdscomFixtureLanguage, SdscomFixtureTexts> = {
  nl: nlTexts,
  en: enTexts,
  de: deTexts,
  fr: frTexts,
};
