/**
 * A product name checked against the sheet's title block, the lines above section 1 that many
 * suppliers print on every page (`Safety Data Sheet` / `ULTRAMID A3HG6 HR BLACK 23591 POLYAMIDE`).
 * Where section 1 breaks the name over two lines under its label (`ULTRAMID A3HG6 HR BLACK 23591`
 * / `POLYAMIDE`), the title block shows that both lines are the name, and that the number in it
 * belongs to the name rather than being the product's catalogue number after it.
 */

/** How many lines a name may run on for, under its first. */
const MAX_CONTINUATION_LINES = 2;
/** Shorter names prove nothing by appearing in a title block. */
const MIN_EVIDENCE_CHARACTERS = 6;

/** Letters and digits alone, upper case: how two printings of one name are compared. */
function compact(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toUpperCase();
}

export type NameAsTitled = {
  /** The name with the lines it runs on for, as the title block prints it. */
  name: string;
  /** Whether the title block prints the name as read, so a number at its end is part of it. */
  isTitled: boolean;
};

/**
 * `value` (the name read under its label) with the next lines of `section1` that the title block
 * prints right after it. Without a title block, or one that does not print the name, `value`
 * stays as read.
 */
export function nameAsTitled(
  value: string,
  section1: readonly string[],
  titleBlock: readonly string[],
): NameAsTitled {
  const title = compact(titleBlock.join(' '));
  const read = compact(value);
  if (read.length < MIN_EVIDENCE_CHARACTERS || !title.includes(read)) {
    return { name: value, isTitled: false };
  }
  const at = section1.findIndex((line) => line.includes(value));
  let name = value;
  for (const line of section1.slice(at + 1, at + 1 + MAX_CONTINUATION_LINES)) {
    const next = line.trim();
    if (at === -1 || compact(next) === '' || !title.includes(compact(`${name} ${next}`))) break;
    name = `${name} ${next}`;
  }
  return { name, isTitled: true };
}
