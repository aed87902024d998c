import {
  hasValidCasCheckDigit,
  type PlausibilityFinding,
  type ProductContent,
} from '@sds/contract';
import { flashPointFindings } from './flash-point-plausibility.ts';
import { labelFindings } from './label-plausibility.ts';
import { transportFindings } from './transport-plausibility.ts';

/**
 * A flash point as a sheet states it: the range of °C its value allows (`> 93 °C` is 93 and
 * up, `< 23 °C` up to 23, `40–45 °C` both ends, `13.9 °C` one point), and the value as printed,
 * for the sentence a key user reads.
 */
export interface FlashPoint {
  minCelsius: number | null;
  maxCelsius: number | null;
  text: string;
}

/** What a source shows besides the product's content, which the check may weigh. */
export interface PlausibilityEvidence {
  /** The flash point of section 9, when the source gives one as a number. */
  flashPoint: FlashPoint | null;
  /** CAS numbers the source prints with a wrong check digit (the product leaves them out). */
  casNumbers: readonly string[];
}

export const NO_EVIDENCE: PlausibilityEvidence = { flashPoint: null, casNumbers: [] };

/** At most this many CAS findings: a sheet full of broken numbers needs one look, not fifty. */
const MAX_CAS_FINDINGS = 5;

/**
 * The plausibility check (docs/product/imports.md#plausibility-check): what in a product's
 * content, and in the evidence of the source it came from, does not fit together — hazard
 * statements, pictograms and signal word under CLP Annex I, UN number, class and packing group
 * under ADR 2025 Table A, CAS check digits, the flash point against H224–H227. Pure: the same
 * content gives the same findings, in the editor's field order. It finds contradictions only:
 * what a key user may rightly choose (an optional pictogram, a statement the tables do not
 * know) is never one.
 */
export function checkPlausibility(
  content: Pick<
    ProductContent,
    'signalWord' | 'pictograms' | 'hStatements' | 'unNumber' | 'adrClass' | 'packingGroup'
  >,
  evidence: PlausibilityEvidence = NO_EVIDENCE,
): PlausibilityFinding[] {
  const hazardCodes = content.hStatements.map((statement) => statement.code);
  return [
    ...labelFindings(hazardCodes, content.signalWord, content.pictograms),
    ...transportFindings(content),
    ...casFindings(evidence.casNumbers),
    ...flashPointFindings(hazardCodes, evidence.flashPoint),
  ];
}

function casFindings(casNumbers: readonly string[]): PlausibilityFinding[] {
  return [...new Set(casNumbers)]
    .filter((casNumber) => !hasValidCasCheckDigit(casNumber))
    .slice(0, MAX_CAS_FINDINGS)
    .map((casNumber) => ({ code: 'cas-check-digit', field: 'casNumbers', params: { casNumber } }));
}
