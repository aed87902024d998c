// Builds apps/api/reference-data/regulatory-lists/<list>.json, the four lists a product's CAS
// numbers are screened against (docs/decisions/0057-regulatory-flags.md): for each CAS number the
// substance and one fact — the Candidate List's Article 57 reasons, the CMR category of CLP Annex
// VI (1A/1B only), the Annex XIV sunset date, the Annex XVII entry number — and nothing else of
// the ECHA exports, with each list's date and source. Read from ../shared/data/regulatory/ (its
// SOURCE.md files). Run: `npm exec -- node scripts/build-regulatory-lists.ts [../shared/data]`.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'csv-parse/sync';

const dataFolder = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../../shared/data'));
const targetFolder = resolve(import.meta.dirname, '../apps/api/reference-data/regulatory-lists');

type Row = Record<string, string>;
interface Entry {
  cas: string;
  substance: string;
  detail: string;
}

function readCsv(path: string): Row[] {
  return parse(readFileSync(resolve(dataFolder, 'regulatory', path), 'utf8'), {
    columns: true,
    skip_empty_lines: true,
  }) as Row[];
}

const CAS = /^\d{2,7}-\d{2}-\d$/;
/** The CAS numbers of a cell: none for `-` or empty, several where ECHA joins them. */
function casNumbersOf(cell: string | undefined): string[] {
  return (cell ?? '')
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => CAS.test(part));
}

function write(
  list: string,
  version: string,
  source: string,
  entries: Entry[],
  rowsRead: number,
): void {
  const seen = new Set<string>();
  const unique = entries
    .filter((entry) => {
      const key = `${entry.cas}|${entry.detail}|${entry.substance}`;
      return seen.has(key) ? false : (seen.add(key), true);
    })
    .sort((a, b) => a.cas.localeCompare(b.cas) || a.detail.localeCompare(b.detail));
  // One `[cas, substance, detail]` a line: compact, and a new list's diff reads row by row.
  const head = JSON.stringify({ list, version, source }, null, 2).replace(/\n}$/, '');
  const lines = unique.map((entry) => JSON.stringify([entry.cas, entry.substance, entry.detail]));
  const body = `${head},\n  "entries": [\n    ${lines.join(',\n    ')}\n  ]\n}\n`;
  writeFileSync(resolve(targetFolder, `${list}.json`), body);
  const distinct = new Set(unique.map((entry) => entry.cas)).size;
  console.log(`${list}: ${rowsRead} rows → ${unique.length} entries, ${distinct} CAS numbers`);
}

// The Candidate List: every row with a CAS number, group members under their own names; the
// reasons are the entry's (a member row repeats its group's).
const svhcRows = readCsv('echa-svhc-candidate-list/svhc_candidate_list_rows.csv');
const reasonsByEntry = new Map<string, string>();
for (const row of svhcRows) {
  if (row.row_type !== 'group_member')
    reasonsByEntry.set(row.entry_no ?? '', row.article57_codes ?? '');
}
write(
  'svhc',
  '2026-02-04',
  'Source: ECHA Candidate List of substances of very high concern for authorisation (echa.europa.eu/candidate-list-table), 253 entries, newest inclusion 04-Feb-2026; ECHA export via github.com/analeonescu/chemical-security-evals at 410fb62. Built by scripts/build-regulatory-lists.ts.',
  svhcRows.flatMap((row) =>
    casNumbersOf(row.cas_no).map((cas) => ({
      cas,
      substance: row.substance_name ?? '',
      detail: row.article57_codes || reasonsByEntry.get(row.entry_no ?? '') || '',
    })),
  ),
  svhcRows.length,
);

// CLP Annex VI Table 3: only the carcinogenic, mutagenic and reprotoxic classes of category 1A
// and 1B (`Carc. 1B, H350`; an asterisk marks a minimum classification).
const CMR = /^(Carc|Muta|Repr)\. (1A|1B)\*?$/;
/**
 * An Annex VI name without the bracketed description petroleum and coal substances carry
 * (`naphtha (petroleum), …; [A complex combination of hydrocarbons …]`): the name, not a page.
 */
const annexViName = (name = '') => (name.split('; [')[0] ?? '').trim();
const clpRows = readCsv('clp-annex-vi-table3/chem_echa_harmonised_list_2026-04.csv');
write(
  'cmr',
  '2026-04-02',
  "Regulation (EC) No 1272/2008 (CLP) Annex VI Part 3 Table 3, harmonised classifications Carc./Muta./Repr. 1A and 1B only, as in ECHA's Harmonised List export of April 2026 (chem.echa.europa.eu, via github.com/gezever/A-Substance-Is-Not-Always-a-Substance at 8c1e0bb). Source: ECHA; EUR-Lex is the legal reference. Built by scripts/build-regulatory-lists.ts.",
  clpRows.flatMap((row) => {
    const categories = (row.classification ?? '')
      .split(';')
      .map((part) => (part.split(',')[0] ?? '').trim())
      .map((code) => CMR.exec(code))
      .filter((match) => match !== null)
      .map((match) => `${match[1]}. ${match[2]}`);
    return casNumbersOf(row.cas_no).flatMap((cas) =>
      categories.map((detail) => ({ cas, substance: annexViName(row.substance_name), detail })),
    );
  }),
  clpRows.length,
);

// Annex XIV: the CAS-level rows (group members taken from the Candidate List, SOURCE.md).
const xivRows = readCsv('reach-annex-xvii-xiv/annex_xiv_authorisation_list_cas_level.csv');
write(
  'authorisation',
  '2026-04-02',
  'Source: ECHA Authorisation List, REACH (Regulation (EC) No 1907/2006) Annex XIV, 59 entries, chem.echa.europa.eu export of April 2026 via github.com/gezever/A-Substance-Is-Not-Always-a-Substance at 8c1e0bb; group members by CAS taken from the Candidate List. Built by scripts/build-regulatory-lists.ts.',
  xivRows.flatMap((row) =>
    casNumbersOf(row.cas_no).map((cas) => ({
      cas,
      substance: row.substance_name ?? '',
      detail: row.sunset_date ?? '',
    })),
  ),
  xivRows.length,
);

// Annex XVII: one row per substance of each restriction entry (`01` → `1`, `50a`).
const xviiRows = readCsv('reach-annex-xvii-xiv/annex_xvii_restriction_list_rows.csv');
write(
  'restriction',
  '2026-02-22',
  'Source: ECHA Restriction List, REACH (Regulation (EC) No 1907/2006) Annex XVII entries 1–82, ECHA export of 22-Feb-2026 (via github.com/behnoodghza-design/CAMEO at 42c006b); the conditions of each entry are in the regulation, not here. Built by scripts/build-regulatory-lists.ts.',
  xviiRows.flatMap((row) =>
    casNumbersOf(row.cas_no).map((cas) => ({
      cas,
      substance: row.substance_name ?? '',
      detail: (row.entry_no ?? '').replace(/^0+(?=\d)/, ''),
    })),
  ),
  xviiRows.length,
);
