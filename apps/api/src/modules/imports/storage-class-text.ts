import { StorageClass } from '@sds/contract';

/** What sheets write before a class: `LGK`, `Lagerklasse (LGK)`, `TRGS 510`, `Storage class`. */
const CLASS_PREFIX =
  /^(?:(?:lgk|lagerklassen?|storage\s+class|trgs\s*510|nach|according\s+to|\(|\)|:|-)\s*)+/i;

/**
 * The TRGS 510 storage class a sheet gives (`LGK 6.1 C`, `Lagerklasse 3`, `10 - 13`), in the
 * contract's spelling (`6.1C`, `3`, `10-13`), or null when the text names none.
 */
export function storageClassOf(text: string): StorageClass | null {
  const bare = text.trim().replace(CLASS_PREFIX, '');
  const compact = /^(\d{1,2}(?:\.\d)?\s*[a-d]?(?:\s*-\s*13)?)\b/i.exec(bare)?.[1];
  if (!compact) return null;
  const parsed = StorageClass.safeParse(compact.replace(/\s+/g, '').toUpperCase());
  return parsed.success ? parsed.data : null;
}
