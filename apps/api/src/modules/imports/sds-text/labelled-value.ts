/**
 * What may stand between a label and its value: a note in brackets (`Packing group (ADR/RID):`),
 * separators, and a line break (a table cell that wrapped, or the value in the next row).
 */
export const BETWEEN_LABEL_AND_VALUE = String.raw`(?:\s*\([^()\n]{0,60}\))?[\s:.\-–]*`;

/**
 * The first value right after one of the labels, or null. `labels` and `value` are regular
 * expression sources; `value`'s first group is what is returned. Labels are matched without
 * regard to case, in every language at once.
 */
export function findLabelledValue(text: string, labels: string, value: string): string | null {
  const pattern = new RegExp(`(?:${labels})${BETWEEN_LABEL_AND_VALUE}(?:${value})`, 'iu');
  return pattern.exec(text)?.[1] ?? null;
}

/** The first text that holds a labelled value, looked for in order (`section 14`, then all). */
export function findLabelledValueIn(
  texts: readonly (string | null)[],
  labels: string,
  value: string,
): string | null {
  for (const text of texts) {
    if (text === null) continue;
    const found = findLabelledValue(text, labels, value);
    if (found !== null) return found;
  }
  return null;
}
