import type { PlausibilityFinding, StorageClass } from '@sds/contract';
import { stepOf, suggestStorageClass } from '../inventory/index.ts';

export interface StorageClassFacts {
  /** Undefined when the caller does not weigh the storage class at all. */
  storageClass?: StorageClass | null;
  hazardCodes: readonly string[];
  adrClass: string | null;
  unNumber: string | null;
}

/**
 * The storage class against TRGS 510 Anhang 2: none given where the data suggest one
 * ("Storage class 3 suggested from H225"), or one the assignment scheme puts after the class
 * the data call for (an 8B product that carries H225 belongs to 3). A class the scheme asks
 * before the suggestion is no contradiction: it may rest on what the statements do not show
 * (ammonium nitrate, a radioactive source). The residual 10–13 is never suggested here: which
 * of the four depends on what the data do not say.
 */
export function storageClassFindings(facts: StorageClassFacts): PlausibilityFinding[] {
  if (facts.storageClass === undefined) return [];
  const suggestion = suggestStorageClass(facts);
  if (!suggestion || suggestion.basis.length === 0) return [];
  const { classes: suggested, basis } = suggestion;
  const given = facts.storageClass;
  if (given === null) {
    return [
      { code: 'storage-class-suggested', field: 'storageClass', params: { suggested, basis } },
    ];
  }
  if (suggested.includes(given) || stepOf(given) < suggestion.step) return [];
  return [
    {
      code: 'storage-class-contradicts',
      field: 'storageClass',
      params: { storageClass: given, suggested, basis },
    },
  ];
}
