import { hasValidCasCheckDigit } from '@sds/contract';
import type { LabelRegulation, PlausibilityEvidence } from '../../products/index.ts';
import type { SdsText } from './sds-sections.ts';
import { readFlashPoint } from './sds-flash-point.ts';

/** A CAS number's shape (`67-64-1`), not part of a longer run of digits and dashes. */
const CAS_NUMBER = /(?<![\d-])\d{2,7}-\d{2}-\d(?![\d-])/g;

/** The EU's SDS and labelling regulations (REACH, CLP, their amendments of Annex II). */
const EU_REGULATION = /(?<!\d)(?:1272\/2008|1907\/2006|2020\/878|2015\/830|453\/2010)(?!\d)/;
/** Other GHS rules: US OSHA's Hazard Communication Standard, Canada's WHMIS. */
const OTHER_GHS =
  /29\s*CFR\s*(?:part\s*)?1910\.?1200|(?<!\p{L})(?:OSHA|HazCom|WHMIS)(?!\p{L})|hazard communication standard|hazardous products regulations?/iu;

/**
 * The rules a sheet labels its hazards under: CLP when it cites the EU's regulations (sheets
 * for both markets do), other GHS rules when it cites only OSHA's or Canada's, else CLP.
 */
export function labelRegulationOf(text: string): LabelRegulation {
  if (EU_REGULATION.test(text)) return 'eu-clp';
  return OTHER_GHS.test(text) ? 'other-ghs' : 'eu-clp';
}

/**
 * What the plausibility check weighs besides the product's fields, from an SDS's text: the
 * rules it labels under, the flash point of section 9 (else of the whole text: old OSHA forms give it with the fire
 * data), and the CAS numbers of section 3 whose check digit is wrong, which the reader leaves
 * out of the product.
 */
export function readSdsEvidence(sds: SdsText): PlausibilityEvidence {
  const section9 = sds.sections.get(9);
  const composition = (sds.sections.get(3) ?? []).join('\n');
  return {
    regulation: labelRegulationOf(sds.lines.join('\n')),
    flashPoint: (section9 && readFlashPoint(section9)) ?? readFlashPoint(sds.lines),
    casNumbers: [...new Set(composition.match(CAS_NUMBER) ?? [])].filter(
      (casNumber) => !hasValidCasCheckDigit(casNumber),
    ),
  };
}
