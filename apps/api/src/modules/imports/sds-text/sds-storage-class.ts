import type { StorageClass } from '@sds/contract';
import { storageClassOf } from '../storage-class-text.ts';

/** The rule's name, whose number is not a class: `Lagerklasse (TRGS 510): 3`. */
const RULE_NAME = /trgs\s*510/giu;

/** How sheets name the class: `Lagerklasse (LGK)`, `LGK`, `Storage class`. */
const LABEL = /(?:lagerklasse|(?<!\p{L})lgk(?!\p{L})|storage\s+class)/iu;

/** A class right after a label, on its line or at the start of the next (a table cell). */
const AFTER_LABEL = new RegExp(
  String.raw`${LABEL.source}[^\d\n]{0,40}\n?[^\d\n]{0,5}(\d[^\n]{0,20})`,
  'iu',
);

/**
 * A class ending the line above a label with nothing after it: a table whose label cell
 * wrapped below its value (`Deutschland - 10` / `Lagerklasse`).
 */
const ENDING_LINE_ABOVE = /[-–:]\s*(\d{1,2}(?:\.\d)?\s?[A-D]?(?:\s?-\s?13)?)\s*$/iu;

function storageClassIn(text: string): StorageClass | null {
  const plain = text.replace(RULE_NAME, '');
  const after = AFTER_LABEL.exec(plain)?.[1];
  const found = after === undefined ? null : storageClassOf(after);
  if (found) return found;
  const lines = plain.split('\n');
  for (const [index, line] of lines.entries()) {
    if (index === 0 || !LABEL.test(line) || /\d/.test(line)) continue;
    const above = ENDING_LINE_ABOVE.exec(lines[index - 1] ?? '')?.[1];
    const storageClass = above === undefined ? null : storageClassOf(above);
    if (storageClass) return storageClass;
  }
  return null;
}

/**
 * The German storage class (TRGS 510) a sheet gives, usually in section 7 or 15 of German and
 * international sheets; null when none is given. Only a labelled class counts: a bare `3` in
 * section 7 is anything.
 */
export function readStorageClass(texts: readonly (string | null)[]): StorageClass | null {
  for (const text of texts) {
    const storageClass = text === null ? null : storageClassIn(text);
    if (storageClass) return storageClass;
  }
  return null;
}
