import { hasValidCasCheckDigit } from '@sds/contract';
import type { PlausibilityEvidence } from '../../products/index.ts';
import type { SdsText } from './sds-sections.ts';
import { readFlashPoint } from './sds-flash-point.ts';

/** A CAS number's shape (`67-64-1`), not part of a longer run of digits and dashes. */
const CAS_NUMBER = /(?<![\d-])\d{2,7}-\d{2}-\d(?![\d-])/g;

/**
 * What the plausibility check weighs besides the product's fields, from an SDS's text: the
 * flash point of section 9 (else of the whole text: old OSHA forms give it with the fire
 * data), and the CAS numbers of section 3 whose check digit is wrong, which the reader leaves
 * out of the product.
 */
export function readSdsEvidence(sds: SdsText): PlausibilityEvidence {
  const section9 = sds.sections.get(9);
  const composition = (sds.sections.get(3) ?? []).join('\n');
  return {
    flashPoint: (section9 && readFlashPoint(section9)) ?? readFlashPoint(sds.lines),
    casNumbers: [...new Set(composition.match(CAS_NUMBER) ?? [])].filter(
      (casNumber) => !hasValidCasCheckDigit(casNumber),
    ),
  };
}
