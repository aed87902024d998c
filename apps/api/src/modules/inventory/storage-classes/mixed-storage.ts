import { readFileSync } from 'node:fs';
import type { StorageClass } from '@sds/contract';

/** The 24 classes of TRGS 510 Tabelle 12, in the table's order (`10-13` is not one of them). */
export type TableClass = Exclude<StorageClass, '10-13'>;

/** What Tabelle 12 says of two classes: together (+), restricted (a note) or separate (−). */
export type MixedStorageRule = 'together' | 'restricted' | 'separate';

export interface MixedStorage {
  rule: MixedStorageRule;
  /** The number of the table's note that restricts the pair, when the transcription has it. */
  note: number | null;
  /** Whether the cell was checked against a reachable source (the rest is our reading). */
  verified: boolean;
}

/** The transcription as stored (reference-data/trgs510-mixed-storage/table-12.json). */
export interface MixedStorageTable {
  classes: TableClass[];
  rows: string[];
  verified: { a: TableClass; b: TableClass; value: string; source: string }[];
}

const tableFile = new URL(
  '../../../../reference-data/trgs510-mixed-storage/table-12.json',
  import.meta.url,
);
let table: MixedStorageTable | null = null;

/** The transcription of Tabelle 12, read once. */
export function mixedStorageTable(): MixedStorageTable {
  table ??= JSON.parse(readFileSync(tableFile, 'utf8')) as MixedStorageTable;
  return table;
}

/** A cell's symbol: `+`, `-`, a note number, or `R` (restricted, note not transcribed). */
export function cellOf(a: TableClass, b: TableClass, source = mixedStorageTable()): string {
  const row = source.classes.indexOf(a);
  const column = source.classes.indexOf(b);
  const cell = source.rows[row]?.split(' ')[column];
  if (row < 0 || column < 0 || cell === undefined) throw new Error(`No cell for ${a} × ${b}`);
  return cell;
}

/** The meaning of a symbol of the table. */
export function ruleOf(symbol: string): Pick<MixedStorage, 'rule' | 'note'> {
  if (symbol === '+') return { rule: 'together', note: null };
  if (symbol === '-') return { rule: 'separate', note: null };
  if (symbol === 'R') return { rule: 'restricted', note: null };
  if (/^\d$/.test(symbol)) return { rule: 'restricted', note: Number(symbol) };
  throw new Error(`Not a symbol of TRGS 510 Tabelle 12: ${symbol}`);
}

const STRICTNESS: Record<MixedStorageRule, number> = { together: 0, restricted: 1, separate: 2 };

/** `10-13` (what many sheets give) stands for any one of 10 to 13. */
const tableClassesOf = (storageClass: StorageClass): TableClass[] =>
  storageClass === '10-13' ? ['10', '11', '12', '13'] : [storageClass];

function tableCell(a: TableClass, b: TableClass): MixedStorage {
  const source = mixedStorageTable();
  const verified = source.verified.some(
    (cell) => (cell.a === a && cell.b === b) || (cell.a === b && cell.b === a),
  );
  return { ...ruleOf(cellOf(a, b, source)), verified };
}

/**
 * Whether products of two storage classes may be stored together under TRGS 510 Tabelle 12
 * (Abschnitt 13.3). `10-13` is taken as the strictest of 10, 11, 12 and 13 and is verified
 * only if all four cells are. The quantity exemptions of 13.1 and 13.4 (≤ 200 kg in all,
 * ≤ 400 kg with ≤ 200 kg a class) are the location's to weigh, not the table's.
 */
export function mixedStorage(a: StorageClass, b: StorageClass): MixedStorage {
  const cells = tableClassesOf(a).flatMap((x) => tableClassesOf(b).map((y) => tableCell(x, y)));
  const strictest = cells.reduce((worst, cell) =>
    STRICTNESS[cell.rule] > STRICTNESS[worst.rule] ? cell : worst,
  );
  return { ...strictest, verified: cells.every((cell) => cell.verified) };
}

/** Two classes at one location that the table keeps apart or restricts, and why. */
export interface MixedStorageConflict extends MixedStorage {
  a: StorageClass;
  b: StorageClass;
}

/**
 * The pairs of the classes present at a location (each pair once, a class with itself too,
 * where the table restricts it: LGK 1 with 1) that may not simply be stored together,
 * separate ones first.
 */
export function mixedStorageConflicts(present: readonly StorageClass[]): MixedStorageConflict[] {
  const classes = [...new Set(present)];
  const conflicts: MixedStorageConflict[] = [];
  classes.forEach((a, index) => {
    for (const b of classes.slice(index)) {
      const cell = mixedStorage(a, b);
      if (cell.rule !== 'together') conflicts.push({ a, b, ...cell });
    }
  });
  return conflicts.sort((x, y) => STRICTNESS[y.rule] - STRICTNESS[x.rule]);
}
