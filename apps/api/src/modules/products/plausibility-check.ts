import {
  hasValidCasCheckDigit,
  type PlausibilityFinding,
  type ProductContent,
} from '@sds/contract';
import { flashPointFindings, type FlashPoint } from './flash-point-plausibility.ts';
import { labelFindings, type LabelRegulation } from './label-plausibility.ts';
import { storageClassFindings } from './storage-class-plausibility.ts';
import { transportFindings } from './transport-plausibility.ts';

export type { FlashPoint } from './flash-point-plausibility.ts';
export type { LabelRegulation } from './label-plausibility.ts';

/** What a source shows besides the product's content, which the check may weigh. */
export interface PlausibilityEvidence {
  /** Under which rules the sheet labels its hazards: CLP unless it says otherwise. */
  regulation: LabelRegulation;
  /** The flash point of section 9, when the source gives one as a number. */
  flashPoint: FlashPoint | null;
  /** CAS numbers the source prints with a wrong check digit (the product leaves them out). */
  casNumbers: readonly string[];
}

export const NO_EVIDENCE: PlausibilityEvidence = {
  regulation: 'eu-clp',
  flashPoint: null,
  casNumbers: [],
};

/** At most this many CAS findings: a sheet full of broken numbers needs one look, not fifty. */
const MAX_CAS_FINDINGS = 5;

/**
 * The plausibility check (docs/product/imports.md#plausibility-check): what in a product's
 * content, and in the evidence of the source it came from, does not fit together — hazard
 * statements, pictograms and signal word under CLP Annex I, UN number, class and packing group
 * under ADR 2025 Table A, CAS check digits, the flash point against H224–H227, the storage
 * class against the TRGS 510 assignment scheme (when the content carries one). Pure: the same
 * content gives the same findings, in the editor's field order. It finds contradictions only:
 * what a key user may rightly choose (an optional pictogram, a statement the tables do not
 * know) is never one.
 */
export function checkPlausibility(
  content: Pick<
    ProductContent,
    'signalWord' | 'pictograms' | 'hStatements' | 'unNumber' | 'adrClass' | 'packingGroup'
  > &
    Partial<Pick<ProductContent, 'storageClass'>>,
  evidence: PlausibilityEvidence = NO_EVIDENCE,
): PlausibilityFinding[] {
  const hazardCodes = content.hStatements.map((statement) => statement.code);
  return [
    ...labelFindings(hazardCodes, content, evidence.regulation),
    ...transportFindings(content),
    ...casFindings(evidence.casNumbers),
    ...flashPointFindings(hazardCodes, evidence.flashPoint),
    ...storageClassFindings({ ...content, hazardCodes }),
  ];
}

function casFindings(casNumbers: readonly string[]): PlausibilityFinding[] {
  return [...new Set(casNumbers)]
    .filter((casNumber) => !hasValidCasCheckDigit(casNumber))
    .slice(0, MAX_CAS_FINDINGS)
    .map((casNumber) => ({ code: 'cas-check-digit', field: 'casNumbers', params: { casNumber } }));
}
