import { readFileSync } from 'node:fs';
import { PackingGroup } from '@sds/contract';

/** One row of ADR Table A as the check needs it: the class and the packing group, if any. */
export interface AdrEntry {
  adrClass: string;
  packingGroup: PackingGroup | null;
}

const tableFile = new URL(
  '../../../reference-data/adr-dangerous-goods/un-numbers.json',
  import.meta.url,
);
let table: Map<string, AdrEntry[]> | null = null;

/** `3/II` → class 3, packing group II; `2` → class 2 without one. */
function entryOf(text: string): AdrEntry {
  const [adrClass = '', packingGroup] = text.split('/');
  return { adrClass, packingGroup: packingGroup ? PackingGroup.parse(packingGroup) : null };
}

/**
 * The rows ADR 2025 Table A has for a UN number (reference-data/adr-dangerous-goods, read
 * once): several where the goods differ by packing group or variant (UN 1993 has I, II and
 * III); none for a number that is not in the table.
 */
export function adrEntriesOf(unNumber: string): AdrEntry[] {
  if (!table) {
    const file = JSON.parse(readFileSync(tableFile, 'utf8')) as {
      unNumbers: Record<string, string[]>;
    };
    table = new Map(
      Object.entries(file.unNumbers).map(([number, rows]) => [number, rows.map(entryOf)]),
    );
  }
  return table.get(unNumber) ?? [];
}
