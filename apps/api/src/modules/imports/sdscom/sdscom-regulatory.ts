import type { StorageClass } from '@sds/contract';
import { storageClassOf } from '../storage-class-text.ts';
import { descendantsNamed, type XmlElement } from './sdscom-tree.ts';

/**
 * The German storage class (TRGS 510) of section 15: v5's `StorageClassDE` (a code, `6.1C`)
 * or v4's `StorageClass` under the German legislation (free text, `LGK 3`). Other countries'
 * classes (`StorageClassCH`) follow other rules and are not read.
 */
export function readStorageClass(regulatory: XmlElement | undefined): StorageClass | null {
  const german = [
    ...descendantsNamed(regulatory, 'NationalLegislationGermany'),
    ...descendantsNamed(regulatory, 'NationalLegislationDE'),
  ];
  const candidates = [
    ...descendantsNamed(regulatory, 'StorageClassDE'),
    ...german.flatMap((legislation) => descendantsNamed(legislation, 'StorageClass')),
  ];
  for (const candidate of candidates) {
    const storageClass = storageClassOf(candidate.text);
    if (storageClass) return storageClass;
  }
  return null;
}
