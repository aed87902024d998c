// Builds apps/api/reference-data/clp-label-elements/h-code-label-elements.json: the pictograms
// and signal word each hazard statement carries, per hazard class and category, from the
// project's transcription of CLP Annex I and, for the UN GHS statements CLP does not carry,
// PubChem's GHS Rev. 10 table. Run: `npm exec -- node scripts/build-clp-label-elements.ts
// [../shared/data]`. The sources and their licences: apps/api/reference-data/README.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'csv-parse/sync';

/** The rows of a CSV file of the shared data as objects keyed by its header row's names. */
function readCsv(path: string): Record<string, string | undefined>[] {
  return parse(readFileSync(path, 'utf8'), { columns: true, bom: true, skip_empty_lines: true });
}

const dataFolder = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../../shared/data'));
const target = resolve(
  import.meta.dirname,
  '../apps/api/reference-data/clp-label-elements/h-code-label-elements.json',
);

interface LabelElements {
  categories: string[];
  pictograms: string[];
  signalWord: 'Danger' | 'Warning' | 'None';
}

const signalWordOf = (text: string) =>
  text === 'Danger' || text === 'Warning' ? text : ('None' as const);
const pictogramsOf = (text: string) =>
  text
    .split(/[;,]/)
    .map((pictogram) => pictogram.trim())
    .filter(Boolean)
    .sort();

/**
 * One entry per code and distinct label: categories whose pictograms and signal word agree
 * (Acute Tox. 1 and 2 for H300) are one entry, those that differ (Flam. Gas 1B and 2 for
 * H221) stay apart, so a reader knows what every category of a code carries and what some do.
 */
function byCode(
  rows: { code: string; category: string; pictograms: string[]; signalWord: string }[],
) {
  const codes = new Map<string, LabelElements[]>();
  for (const row of rows) {
    const entries = codes.get(row.code) ?? [];
    const signalWord = signalWordOf(row.signalWord);
    const same = entries.find(
      (entry) =>
        entry.signalWord === signalWord && entry.pictograms.join() === row.pictograms.join(),
    );
    if (same) same.categories.push(row.category);
    else entries.push({ categories: [row.category], pictograms: row.pictograms, signalWord });
    codes.set(row.code, entries);
  }
  return Object.fromEntries(codes);
}

const clpRows = readCsv(
  resolve(dataFolder, 'clp-pictogram-signalword-mapping/h_code_to_pictogram_signal_word.csv'),
).map((row) => ({
  code: row.h_code ?? '',
  category: row.class_category_code ?? '',
  pictograms: pictogramsOf(row.pictograms ?? ''),
  signalWord: row.signal_word ?? '',
}));

// Single statements only: a combined code (H303+H313) counts by its parts.
const ghsRows = readCsv(
  resolve(dataFolder, 'ghs-statements-non-eu/ghs_rev10_codes_not_in_eu_clp.csv'),
)
  .filter((row) => row.type === 'H' && /^H\d{3}$/.test(row.code ?? ''))
  .map((row) => ({
    code: row.code ?? '',
    category: `${row.ghs_hazard_class} ${row.ghs_category}`,
    pictograms: pictogramsOf(row.ghs_pictograms ?? ''),
    signalWord: row.ghs_signal_word ?? '',
  }));

const table = {
  source:
    "clp: Regulation (EC) No 1272/2008 (CLP), Annex I as amended (incl. 2023/707), the label elements of each hazard class and category, transcribed and checked against Annex VI (shared clp-pictogram-signalword-mapping). ghsOutsideClp: the UN GHS Rev. 10 hazard statements CLP does not carry, from PubChem's GHS table via github.com/cheminfo/ghs-hazard at c090d16 (MIT). Built by scripts/build-clp-label-elements.ts.",
  clp: byCode(clpRows),
  ghsOutsideClp: byCode(ghsRows),
};
writeFileSync(target, `${JSON.stringify(table, null, 2)}\n`);
console.log(
  `${Object.keys(table.clp).length} CLP and ${Object.keys(table.ghsOutsideClp).length} GHS-only hazard statements → ${target}`,
);
