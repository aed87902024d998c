// Records a benchmark's figures with the machine, date and commit in bench/results/<name>.json
// (committed, so changes in speed show up in review).
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';

function commit(): string {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const isDirty =
      execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim() !== '';
    return isDirty ? `${hash} (with uncommitted changes)` : hash;
  } catch {
    return 'unknown';
  }
}

export const machine = {
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
};

/** A benchmark's figures with the machine, date and commit they were measured on. */
export interface BenchRecord<Figures = unknown> {
  name: string;
  date: string;
  commit: string;
  machine: typeof machine;
  figures: Figures;
}

/** Writes a benchmark's figures to bench/results/<name>.json and answers the record. */
export async function writeRecord<Figures>(
  name: string,
  figures: Figures,
): Promise<BenchRecord<Figures>> {
  const record = { name, date: new Date().toISOString(), commit: commit(), machine, figures };
  await writeFile(
    new URL(`./results/${name}.json`, import.meta.url),
    `${JSON.stringify(record, null, 2)}\n`,
  );
  return record;
}

/** Runs one benchmark, prints and writes its record. */
export async function runAndRecord(name: string, measure: () => Promise<unknown>): Promise<void> {
  console.log(`▶ ${name}`);
  const record = await writeRecord(name, await measure());
  console.log(JSON.stringify(record, null, 2));
}
