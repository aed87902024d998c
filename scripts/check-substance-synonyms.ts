// Checks the substance synonym table (packages/contract/src/substance-synonym-table.ts, decision
// 0074) against ECHA's Harmonised List export of CLP Annex VI in ../shared/data/regulatory/: each
// row whose source is `CLP <index number>` must find that entry with its CAS number. Prints the
// Annex VI name beside the table's English names to read over; a supplier's SDS row is listed as
// such. Run: `npm exec -- node scripts/check-substance-synonyms.ts [../shared/data]`.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { SUBSTANCE_SYNONYMS } from '../packages/contract/src/substance-synonym-table.ts';

const dataFolder = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../../shared/data'));
const annexVi = parse(
  readFileSync(
    resolve(dataFolder, 'regulatory/clp-annex-vi-table3/chem_echa_harmonised_list_2026-04.csv'),
    'utf8',
  ),
  { columns: true, skip_empty_lines: true },
) as Record<string, string>[];

let failures = 0;
for (const { cas, source, names } of SUBSTANCE_SYNONYMS) {
  const indexNumber = /^CLP (\S+)$/.exec(source)?.[1];
  if (!indexNumber) {
    console.log(`${cas.padEnd(11)} ${source} — not in Annex VI; ${names.en.join(', ')}`);
    continue;
  }
  // One index number may hold several rows (xylene and its isomers): the one with the CAS number.
  const entry = annexVi.find(
    (row) => row.index_no === indexNumber && (row.cas_no ?? '').split(/[,;\s]+/).includes(cas),
  );
  if (!entry) {
    failures += 1;
    console.log(`${cas.padEnd(11)} ${source} — NOT FOUND with this CAS number`);
    continue;
  }
  const annexName = (entry.substance_name ?? '').split('; [')[0];
  console.log(`${cas.padEnd(11)} ${source} ${annexName} ≈ ${names.en.join(', ')}`);
}
console.log(failures === 0 ? 'every Annex VI row agrees' : `${failures} rows disagree`);
process.exitCode = failures === 0 ? 0 : 1;
