import { PRODUCT_INPUT_LIMITS, type ProductSection } from '@sds/contract';
import { withoutBullet } from './sds-bullets.ts';
import { foldForMatching } from './sds-languages.ts';
import { subsectionLines } from './sds-sections.ts';

type SectionLines = ReadonlyMap<number, readonly string[]>;

/**
 * The product sheet's sections from the SDS's sections, mapped as the XML reader maps them:
 * hazards ← 2, firstAid ← 4, fireFighting ← 5, spillCleanup ← 6, hygiene ← 7.1 (safe handling;
 * all of 7 when it has no 7.1), storageAndAdr ← 7.2 (storage; without a 7.2, section 7 from its
 * storage line, as US sheets write it, else all of 7) and 14, personalProtection ← 8,
 * usage ← 1.2 (identified uses; all of 1 without a 1.2), wasteManagement ← 13. Each text is
 * trimmed and capped at the product's limit; empty ones are left out.
 */
export function mapProductSections(
  sections: SectionLines,
): Partial<Record<ProductSection, string>> {
  const texts: Record<ProductSection, string> = {
    hazards: wholeSection(sections, 2),
    firstAid: wholeSection(sections, 4),
    fireFighting: wholeSection(sections, 5),
    spillCleanup: wholeSection(sections, 6),
    hygiene: subsectionOrWhole(sections, 7, 1),
    personalProtection: wholeSection(sections, 8),
    storageAndAdr: joinParts([storageText(sections), wholeSection(sections, 14)]),
    usage: subsectionOrWhole(sections, 1, 2),
    wasteManagement: wholeSection(sections, 13),
  };
  return Object.fromEntries(
    Object.entries(texts)
      .map(([name, text]) => [name, text.trim().slice(0, PRODUCT_INPUT_LIMITS.section).trim()])
      .filter(([, text]) => text !== ''),
  );
}

function wholeSection(sections: SectionLines, number: number): string {
  return (sections.get(number) ?? []).join('\n');
}

function subsectionOnly(sections: SectionLines, number: number, subsection: number): string {
  return (subsectionLines(sections.get(number) ?? [], number, subsection) ?? []).join('\n');
}

/**
 * A line that starts the storage part of a section 7 without numbered sub-sections
 * (`Storage:`, `Conditions for safe storage`, `Lagerung`, `Opslag`, `Stockage`).
 */
const STORAGE_LINE =
  /^(?:storage|conditions for safe storage|lagerung|bedingungen zur sicheren lagerung|opslag|stockage|conditions d.un stockage)\b/;

/**
 * Section 7's storage text: its 7.2; without one, the section from its first storage line; a
 * section 7 with neither is all storage and handling at once, and goes whole.
 */
function storageText(sections: SectionLines): string {
  const numbered = subsectionOnly(sections, 7, 2);
  if (numbered !== '') return numbered;
  const lines = sections.get(7) ?? [];
  const start = lines.findIndex(
    (line, index) => index > 0 && STORAGE_LINE.test(foldForMatching(withoutBullet(line))),
  );
  return lines.slice(start === -1 ? 0 : start).join('\n');
}

function subsectionOrWhole(sections: SectionLines, number: number, subsection: number): string {
  const lines = sections.get(number) ?? [];
  return (subsectionLines(lines, number, subsection) ?? lines).join('\n');
}

function joinParts(parts: readonly string[]): string {
  return parts.filter((part) => part.trim() !== '').join('\n\n');
}
