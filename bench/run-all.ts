// `npm run bench`: runs every benchmark and records its figures with the machine and date in
// bench/results/<name>.json (committed, so changes in speed show up in review).
import { cpus, totalmem } from 'node:os';
import { writeFile } from 'node:fs/promises';
import { measureEventLoopIsolation } from './event-loop-isolation.bench.ts';

const machine = {
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
};

const benchmarks = { 'event-loop-isolation': measureEventLoopIsolation };

for (const [name, measure] of Object.entries(benchmarks)) {
  console.log(`▶ ${name}`);
  const figures = await measure();
  const record = { name, date: new Date().toISOString(), machine, figures };
  console.log(JSON.stringify(record, null, 2));
  await writeFile(
    new URL(`./results/${name}.json`, import.meta.url),
    `${JSON.stringify(record, null, 2)}\n`,
  );
}
