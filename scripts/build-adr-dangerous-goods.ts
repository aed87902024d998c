// Builds apps/api/reference-data/adr-dangerous-goods/un-numbers.json: for each UN number of ADR
// 2025 Table A, the class and packing group of each of its rows, and nothing else — the facts the
// plausibility check needs (docs/decisions/0044-plausibility-check.md). Read from the parse of
// Table A in ../shared/data/un-dangerous-goods-list/ (its SOURCE.md). Run: `npm exec -- node
// scripts/build-adr-dangerous-goods.ts [../shared/data]`.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const dataFolder = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../../shared/data'));
const target = resolve(
  import.meta.dirname,
  '../apps/api/reference-data/adr-dangerous-goods/un-numbers.json',
);

interface TableARow {
  un_number: string;
  class: string;
  packing_group: string;
}

const rows = JSON.parse(
  readFileSync(
    resolve(dataFolder, 'un-dangerous-goods-list/adr2025_table_a_dangerous_goods_list.json'),
    'utf8',
  ),
) as TableARow[];

const CLASS = /^(?:1|2|3|4\.[123]|5\.[12]|6\.[12]|7|8|9)$/;
const PACKING_GROUP = /^(?:I|II|III)?$/;

// `class/packing group` per row (`3/II`; `2` where there is none), each distinct row once.
const byUnNumber = new Map<string, Set<string>>();
for (const row of rows) {
  if (!/^\d{4}$/.test(row.un_number) || !CLASS.test(row.class)) {
    throw new Error(`Table A row without a UN number or class: ${JSON.stringify(row)}`);
  }
  if (!PACKING_GROUP.test(row.packing_group)) {
    throw new Error(`Table A row with a packing group that is none: ${JSON.stringify(row)}`);
  }
  const entry = row.packing_group ? `${row.class}/${row.packing_group}` : row.class;
  const entries = byUnNumber.get(row.un_number) ?? new Set();
  byUnNumber.set(row.un_number, entries.add(entry));
}

const table = {
  source:
    'ADR 2025 (UNECE), Table A of Chapter 3.2, columns (1) UN number, (3a) class and (4) packing group only; parsed from the Table A extract in github.com/beTransIT/UN-Numbers at 64dbb4d. Built by scripts/build-adr-dangerous-goods.ts.',
  unNumbers: Object.fromEntries(
    [...byUnNumber.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([un, entries]) => [un, [...entries]]),
  ),
};
writeFileSync(target, `${JSON.stringify(table, null, 2)}\n`);
console.log(`${rows.length} rows, ${byUnNumber.size} UN numbers → ${target}`);
