import { StorageClass, type MixedStorageWarning } from '@sds/contract';
import { mixedStorageConflicts } from '../storage-classes/mixed-storage.ts';

/**
 * The mixed-storage warnings among a location's storage classes (TRGS 510 Tabelle 12, decision
 * 0056), each with the products of the location that have one of its two classes. With `only`,
 * the pairs that class is part of: the warnings a new or changed entry brings.
 */
export function warningsAmong(
  classes: readonly { storageClass: StorageClass; productIds: string[] }[],
  only?: StorageClass | null,
): MixedStorageWarning[] {
  const productsOf = new Map(classes.map((entry) => [entry.storageClass, entry.productIds]));
  // In the table's order, so the warnings come in the same order on every read.
  const present = classes
    .map((entry) => entry.storageClass)
    .sort((a, b) => StorageClass.options.indexOf(a) - StorageClass.options.indexOf(b));
  return mixedStorageConflicts(present)
    .filter((conflict) => only === undefined || conflict.a === only || conflict.b === only)
    .map((conflict) => ({
      a: conflict.a,
      b: conflict.b,
      rule: conflict.rule === 'separate' ? 'separate' : 'restricted',
      note: conflict.note,
      isVerified: conflict.verified,
      productIds: [
        ...new Set([...(productsOf.get(conflict.a) ?? []), ...(productsOf.get(conflict.b) ?? [])]),
      ].sort(),
    }));
}
