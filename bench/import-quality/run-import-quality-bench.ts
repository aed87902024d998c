// `npm run bench:import-quality -- [folder] [--json] [--file <sha256 prefix>] [--held-out | --truth <folder>]`:
// the import-quality benchmark of issue 22 (decisions 0040, 0041). The folder defaults to SDS_CORPUS_DIR,
// else ../shared/data beside the repository; results go to bench/results/import-quality.json.
// `--held-out` scores the held-out labels (truth-held-out/) instead of the development set and
// records them apart, in bench/results/import-quality-held-out.json: the two sets' figures are
// never mixed, so tuning on the one cannot hide in the other.
import { existsSync } from 'node:fs';
import { machine, writeRecord } from '../record.ts';
import { parseImportQualityArgs, type ImportQualityRun } from './bench-options.ts';
import { measureImportQuality, type ImportQualityFigures } from './import-quality.bench.ts';
import { formatFileDetail, formatSplit, formatSummary } from './report.ts';

let run: ImportQualityRun;
try {
  // npm runs the script in bench/; a relative folder is read from where npm was started
  // (INIT_CWD: the repository root for the root's script).
  run = parseImportQualityArgs(process.argv.slice(2), {
    cwd: process.env.INIT_CWD ?? process.cwd(),
    ...(process.env.SDS_CORPUS_DIR ? { corpusDir: process.env.SDS_CORPUS_DIR } : {}),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const { corpus, truthFolder, heldOut, recordName, sha256Prefix } = run;

if (!existsSync(corpus)) {
  console.error(`No folder ${corpus}: give the corpus as the first argument or in SDS_CORPUS_DIR.`);
  process.exit(1);
}

const { figures, results } = await measureImportQuality({
  corpus,
  truthFolder,
  ...(sha256Prefix ? { sha256Prefix } : {}),
  log: (line) => console.error(line),
});

function printHeader(what: ImportQualityFigures, commit?: string) {
  const { ceiling, memory, parser, timeAsMultipleOfCeiling: multiple } = what;
  console.log(
    `Import quality${heldOut ? ' (HELD-OUT set: report apart, never tune on it)' : ''}: ${what.filesMeasured} labelled files of ${what.pdfs} PDFs in ${what.corpus}` +
      ` (${what.labels} labels, ${what.invalidLabels.length} invalid, ${what.labelsWithoutPdf.length} without their PDF here)`,
  );
  console.log(
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}` +
      `${commit ? `, commit ${commit}` : ''}`,
  );
  console.log(
    `Parser: ${parser.processes} process, ${parser.memoryLimitMb} MB cap, ${parser.timeLimitMs} ms limit, ${parser.maxPages} pages at most`,
  );
  console.log(
    `Ceiling: ${ceiling.medianMs} ms median for ${ceiling.what}; real sheets p50 ×${multiple.p50}, p95 ×${multiple.p95}, max ×${multiple.max}`,
  );
  console.log(
    `Memory: benchmark RSS ${memory.rssBeforeMiB} → ${memory.rssAfterMiB} MiB; parser process peak ${memory.parserPeakRssMiB ?? '?'} MiB`,
  );
  for (const { file, problem } of what.invalidLabels)
    console.log(`  invalid label ${file}: ${problem}`);
}

if (results.length === 0) {
  console.error(
    `No labelled PDF${sha256Prefix ? ` whose SHA-256 starts with ${sha256Prefix}` : ''} in ${corpus} ` +
      `(${figures.pdfs} PDFs, ${figures.labels} labels in ${truthFolder}); nothing recorded.`,
  );
  for (const { file, problem } of figures.invalidLabels)
    console.error(`  invalid label ${file}: ${problem}`);
  process.exit(1);
}

if (sha256Prefix) {
  // Debugging one file: nothing is recorded.
  if (run.json) console.log(JSON.stringify(results, null, 2));
  else console.log(results.map(formatFileDetail).join('\n\n'));
} else {
  const record = await writeRecord(recordName, figures);
  if (run.json) {
    console.log(JSON.stringify(record, null, 2));
  } else {
    printHeader(figures, record.commit);
    console.log(`\n${formatSummary(figures.overall)}\n`);
    console.log(`${formatSplit('by format', figures.byFormat)}\n`);
    console.log(`${formatSplit('by language', figures.byLanguage)}\n`);
    console.log(`Recorded in bench/results/${recordName}.json`);
  }
}
