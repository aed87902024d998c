// The import-quality benchmark's command line (decisions 0040, 0041), apart from the run so it can
// be tested: which corpus, which labels, and under which name the figures are recorded.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { devTruthFolder, heldOutTruthFolder } from './truth-label.ts';

/** What one run of `npm run bench:import-quality` measures and where it records it. */
export interface ImportQualityRun {
  /** The folder whose PDFs are read. */
  corpus: string;
  /** The folder of truth labels. */
  truthFolder: string;
  /** `true` for the held-out labels: their figures are recorded apart (decision 0041). */
  heldOut: boolean;
  /** The record's name, `bench/results/<recordName>.json`. */
  recordName: 'import-quality' | 'import-quality-held-out';
  json: boolean;
  /** Only the labelled files whose SHA-256 starts with this (lower-case). */
  sha256Prefix?: string;
}

/** Where the run was typed and what the environment gives. */
export interface RunPlace {
  /** Relative folders are read from here (npm's INIT_CWD: where npm was started). */
  cwd: string;
  /** SDS_CORPUS_DIR, if set. */
  corpusDir?: string;
}

/** `../shared/data` beside the repository. */
const defaultCorpus = fileURLToPath(new URL('../../../shared/data/', import.meta.url));

/**
 * Reads `[folder] [--json] [--file <sha256 prefix>] [--held-out | --truth <folder>]`. The corpus
 * is the folder, else SDS_CORPUS_DIR, else ../shared/data; the labels are the development set
 * unless `--held-out` or `--truth` says otherwise. Throws with a message a person can act on for
 * an unknown option or `--held-out` with `--truth` (which labels would be meant is unclear).
 */
export function parseImportQualityArgs(args: string[], place: RunPlace): ImportQualityRun {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      file: { type: 'string' },
      truth: { type: 'string' },
      'held-out': { type: 'boolean', default: false },
    },
  });
  const heldOut = values['held-out'];
  if (heldOut && values.truth)
    throw new Error('Give either --held-out or --truth <folder>, not both.');
  const truthFolder = values.truth
    ? resolve(place.cwd, values.truth)
    : heldOut
      ? heldOutTruthFolder
      : devTruthFolder;
  return {
    corpus: resolve(place.cwd, positionals[0] ?? place.corpusDir ?? defaultCorpus),
    truthFolder,
    heldOut,
    recordName: heldOut ? 'import-quality-held-out' : 'import-quality',
    json: values.json,
    ...(values.file ? { sha256Prefix: values.file.toLowerCase() } : {}),
  };
}
