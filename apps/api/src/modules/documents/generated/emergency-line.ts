import type { EmergencyNumbers } from '@sds/contract';
import type { DocumentTexts } from './document-texts.ts';

/**
 * The company's emergency and poison-centre numbers as one printed line (decision 0048):
 * `Emergency: 112 · Poison centre: 070 245 245`. Null when the company has set neither.
 */
export function emergencyLine(
  texts: DocumentTexts,
  numbers: EmergencyNumbers | undefined,
): string | null {
  const parts = [
    numbers?.emergencyNumber
      ? texts.t('documents:footer.emergencyNumber', { number: numbers.emergencyNumber })
      : null,
    numbers?.poisonCentreNumber
      ? texts.t('documents:footer.poisonCentre', { number: numbers.poisonCentreNumber })
      : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join('   ·   ') : null;
}
