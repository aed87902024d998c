import type { PackingGroup, PlausibilityFinding, ProductContent } from '@sds/contract';
import { adrEntriesOf, type AdrEntry } from './adr-dangerous-goods.ts';

/** The first class a text names: `3`, `6.1`, `2.1` in `Class 3 (6.1)`, `ADR-Klasse: 2.1`. */
const CLASS_IN_TEXT = /(?<![\d.])([1-9])(?:\.([1-6]))?(?![\d])/;

/**
 * Whether a class as a sheet writes it is a row's class. The UN divisions of gases and
 * explosives (`2.1`, `1.4` in US DOT and IMDG sheets) are ADR's classes 2 and 1; a class
 * without its division (`4` for 4.1, as some sheets shorten it) is not a contradiction.
 */
function isSameClass(written: { main: string; division?: string }, rowClass: string): boolean {
  const [rowMain, rowDivision] = rowClass.split('.');
  if (written.main !== rowMain) return false;
  return !written.division || !rowDivision || written.division === rowDivision;
}

const distinct = <T>(values: T[]) => [...new Set(values)];

const packingGroupsOf = (entries: AdrEntry[]) =>
  distinct(entries.flatMap((entry) => (entry.packingGroup ? [entry.packingGroup] : []))).sort(
    (a, b) => a.length - b.length,
  ) as PackingGroup[];

/**
 * UN number, transport class and packing group against ADR 2025 Table A: the number must be in
 * it, the class one of its rows', and the packing group one of the rows of that class — none
 * where no row has one, and one where every row has one. A UN number with several rows allows
 * each row's class and packing group.
 */
export function transportFindings(
  content: Pick<ProductContent, 'unNumber' | 'adrClass' | 'packingGroup'>,
): PlausibilityFinding[] {
  const { unNumber, adrClass, packingGroup } = content;
  if (!unNumber) return [];
  const entries = adrEntriesOf(unNumber);
  if (entries.length === 0) {
    return [{ code: 'un-number-unknown', field: 'unNumber', params: { unNumber } }];
  }
  const findings: PlausibilityFinding[] = [];
  let rows = entries;
  const [, main, division] = CLASS_IN_TEXT.exec(adrClass ?? '') ?? [];
  if (adrClass && main) {
    const sameClass = entries.filter((entry) => isSameClass({ main, division }, entry.adrClass));
    if (sameClass.length > 0) rows = sameClass;
    else {
      const expected = distinct(entries.map((entry) => entry.adrClass));
      const params = { unNumber, adrClass: adrClass.trim().slice(0, 64), expected };
      findings.push({ code: 'adr-class-mismatch', field: 'adrClass', params });
    }
  }
  const expected = packingGroupsOf(rows);
  if (packingGroup) {
    if (expected.length === 0) {
      const params = { unNumber, packingGroup };
      findings.push({ code: 'packing-group-not-applicable', field: 'packingGroup', params });
    } else if (!expected.includes(packingGroup)) {
      const params = { unNumber, packingGroup, expected };
      findings.push({ code: 'packing-group-mismatch', field: 'packingGroup', params });
    }
  } else if (rows.every((row) => row.packingGroup !== null)) {
    findings.push({
      code: 'packing-group-missing',
      field: 'packingGroup',
      params: { unNumber, expected },
    });
  }
  return findings;
}
