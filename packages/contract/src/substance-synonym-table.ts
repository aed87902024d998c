/**
 * The substances most common in industrial safety data sheets, each with the formulas and common
 * names people type for it in the portal's main languages: a search for `HCl`, `Salzsäure` or
 * `caustic soda` finds the products whose composition holds the CAS number
 * (substance-synonyms.ts; docs/decisions/0074-search-formulas-and-substance-names.md).
 *
 * Sources. Every CAS number is tied to its substance by `source`:
 * - `CLP <index number>`: Regulation (EC) No 1272/2008 (CLP), Annex VI Part 3 Table 3, the
 *   entry with that index number names the substance and its CAS number (checked against ECHA's
 *   Harmonised List export of April 2026; EUR-Lex is the legal reference, reusable under
 *   Decision 2011/833/EU). Only the fact CAS ↔ substance is taken; names and formulas are ours.
 * - `SDS <supplier> <sheet>`: a public supplier safety data sheet, section 3, names the substance
 *   with that CAS number (substances without a harmonised classification).
 * Every CAS number's check digit is tested (substance-synonyms.test.ts).
 *
 * What goes in (the test holds it): no name that is a common word on its own (`acid`, `soda`,
 * `water`, `alcohol`, `glycol`, `propanol` — which one?), no formula that is also an H/P/EUH
 * code or a UN number. A name that fits several CAS numbers (ammonia, white spirit) is listed
 * under each: the search finds them all.
 */

import { ACIDS_AND_BASES, INDUSTRIAL_GASES } from './substance-synonyms-acids-bases-gases.ts';
import { SOLVENTS_AND_ORGANICS } from './substance-synonyms-solvents.ts';

/** The portal's main languages, whose names the table carries. */
export type SynonymLanguage = 'en' | 'de' | 'nl' | 'fr';

export type SubstanceSynonyms = {
  /** The CAS number as written (`7647-01-0`). */
  cas: string;
  /** What ties the CAS number to the substance (see the header). */
  source: string;
  /** Formulas and abbreviations as people type them, matched as one word (`HCl`, `IPA`). */
  formulas: readonly string[];
  /** Common names per language, matched whole, case and accents aside. */
  names: Readonly<Record<SynonymLanguage, readonly string[]>>;
};

/** The table, one row per CAS number (docs/decisions/0074-search-formulas-and-substance-names.md). */
export const SUBSTANCE_SYNONYMS: readonly SubstanceSynonyms[] = [
  ...ACIDS_AND_BASES,
  ...SOLVENTS_AND_ORGANICS,
  ...INDUSTRIAL_GASES,
];
