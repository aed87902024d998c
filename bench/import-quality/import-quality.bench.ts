// Issue 22, point 8: how well the import reads real suppliers' SDS PDFs, against hand-checked
// truth labels (decision 0040). Every PDF below a folder is hashed; each one with a label is
// imported as an upload would be, one at a time in a parser process, and compared field by field.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { ProductSection } from '@sds/contract';
import { createSdsParser, type SdsParser } from '../../apps/api/src/modules/imports/index.ts';
import { loadConfig } from '../../apps/api/src/platform/config/config.ts';
import { buildSdsPdf } from '../../apps/api/src/testing/sds-pdf-fixtures.ts';
import { judgeFindings } from './findings.ts';
import { findFurniture, furnitureLineIn } from './furniture.ts';
import { importSds, type ImportRun } from './import-file.ts';
import { readPageLines } from './page-lines.ts';
import { watchMemory } from './process-memory.ts';
import { scoreFile } from './score.ts';
import { sectionCoverage } from './section-coverage.ts';
import { fileInShort, summariseBy, summariseResults, type FileResult } from './summary.ts';
import { loadTruthLabels, type TruthLabel } from './truth-label.ts';

export interface ImportQualityOptions {
  /** The folder whose PDFs (at any depth) are read. */
  corpus: string;
  /** The folder of truth labels (`<sha256>.json`). */
  truthFolder: string;
  /** Only the labelled files whose SHA-256 starts with this. */
  sha256Prefix?: string;
  /** Progress, one line per file. */
  log: (line: string) => void;
}

/** Runs of the reference sheet measured for the ceiling (after as many to warm up). */
const CEILING_RUNS = 15;

/** Every `.pdf` below a folder, sorted. */
async function findPdfs(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.pdf$/i.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The machine's ceiling for an import (issue 28: every benchmark measures it in the same run):
 * the median time of the project's own generated three-page English SDS through the same parser
 * process and product rules, after as many runs to warm up. A real sheet's time is also given as
 * a multiple of it, which holds better from day to day than milliseconds on a shared machine.
 */
async function measureCeiling(parser: SdsParser) {
  const reference = await buildSdsPdf({ language: 'en' });
  const times: number[] = [];
  for (let run = 0; run < CEILING_RUNS * 2; run += 1) {
    const { ms, status } = await importSds(parser, reference);
    if (status !== 'PendingUser') throw new Error(`The reference sheet imported as ${status}`);
    if (run >= CEILING_RUNS) times.push(ms);
  }
  times.sort((first, second) => first - second);
  return {
    what: "the project's generated 3-page English SDS (buildSdsPdf), same parser and rules",
    medianMs: times[Math.floor(times.length / 2)]!,
    referenceKiB: Math.round(reference.length / 1024),
  };
}

/** The section texts of an import that hold page furniture of its PDF, with the first such line. */
async function dirtySections(bytes: Uint8Array, run: ImportRun, maxPages: number) {
  const texts = Object.entries(run.sections) as [ProductSection, string][];
  if (texts.length === 0) return { texts: 0, dirty: [] };
  const furniture = findFurniture(await readPageLines(bytes, maxPages));
  const dirty = texts.flatMap(([section, text]) => {
    const line = furnitureLineIn(text, furniture);
    return line === null ? [] : [{ section, line }];
  });
  return { texts: texts.length, dirty };
}

/** Imports every labelled PDF of the corpus and compares it with its label. */
export async function measureImportQuality(options: ImportQualityOptions) {
  const { corpus, truthFolder, log } = options;
  const labels = await loadTruthLabels(truthFolder);
  const pdfs = await findPdfs(corpus);
  const labelled: { path: string; label: TruthLabel; bytes: Buffer }[] = [];
  const seen = new Set<string>();
  for (const path of pdfs) {
    const bytes = await readFile(path);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const label = labels.bySha256.get(sha256);
    if (!label || seen.has(sha256)) continue;
    seen.add(sha256);
    if (options.sha256Prefix && !sha256.startsWith(options.sha256Prefix)) continue;
    labelled.push({ path, label, bytes });
  }
  const { imports: limits } = loadConfig(process.env);
  // One file at a time, so a file's time is its own (a server reads IMPORT_THREADS at once).
  const parser = createSdsParser({ ...limits, processes: 1 });
  const runs: ImportRun[] = [];
  let ceiling;
  let memory;
  try {
    ceiling = await measureCeiling(parser);
    const stopWatching = watchMemory();
    for (const [index, { path, bytes }] of labelled.entries()) {
      const run = await importSds(parser, bytes);
      runs.push(run);
      log(`${index + 1}/${labelled.length} ${relative(corpus, path)}: ${run.status} ${run.ms} ms`);
    }
    memory = stopWatching();
  } finally {
    await parser.close();
  }
  const results: FileResult[] = [];
  for (const [index, { path, label, bytes }] of labelled.entries()) {
    const run = runs[index]!;
    results.push({
      sha256: label.sha256,
      file: relative(corpus, path),
      language: label.language,
      format: label.format,
      isScan: label.isScan,
      status: run.status,
      reason: run.reason,
      source: run.source,
      ms: run.ms,
      scores: scoreFile(label, run.fields),
      sections: sectionCoverage(label.sections, Object.keys(run.sections) as ProductSection[]),
      furniture: await dirtySections(bytes, run, limits.maxPages),
      findings: judgeFindings(label, run.checked),
    });
  }
  const overall = summariseResults(results);
  const { time } = overall;
  const ofCeiling = (ms: number) => Math.round((ms / ceiling.medianMs) * 10) / 10;
  const figures = {
    corpus,
    pdfs: pdfs.length,
    labels: labels.bySha256.size,
    invalidLabels: labels.invalid,
    labelsWithoutPdf: [...labels.bySha256.values()]
      .filter((label) => !seen.has(label.sha256))
      .map((label) => label.file),
    filesMeasured: results.length,
    parser: { processes: 1, ...limits },
    ceiling,
    timeAsMultipleOfCeiling: {
      p50: ofCeiling(time.p50Ms),
      p95: ofCeiling(time.p95Ms),
      max: ofCeiling(time.maxMs),
    },
    memory,
    overall,
    byFormat: summariseBy(results, (result) => result.format),
    byLanguage: summariseBy(results, (result) => result.language),
    files: results.map(fileInShort),
  };
  return { figures, results };
}

export type ImportQualityFigures = Awaited<ReturnType<typeof measureImportQuality>>['figures'];
