// Reports the gzip size of every JS chunk of `vite build` and fails when the first screen
// (/login) needs more than the budget. Run after the build: `node scripts/report-bundle-size.ts`.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
type Manifest = Record<string, ManifestChunk>;

/** 130 kB of gzip JavaScript for everything the first screen loads (kB = 1000 bytes). */
const BUDGET_BYTES = 130_000;
const FIRST_SCREEN_ROUTE = 'src/app/routes/login-route.tsx';
// The start-up code loads the active locale's catalogues too; English is the default. The
// build groups them into one `locale-en-US` chunk; without that grouping, one chunk per file.
const FIRST_SCREEN_LOCALE = 'en-US';

const distDirectory = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(
  readFileSync(new URL('.vite/manifest.json', distDirectory), 'utf8'),
) as Manifest;

/** Manifest keys of the given chunks and every chunk they import statically. */
function staticClosure(startKeys: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...startKeys];
  while (pending.length > 0) {
    const key = pending.pop();
    if (key === undefined || seen.has(key)) continue;
    if (!manifest[key]) throw new Error(`The manifest has no chunk ${key}`);
    seen.add(key);
    pending.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

function gzipBytes(file: string): { raw: number; gzip: number } {
  const content = readFileSync(new URL(file, distDirectory));
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

// A command-line report: plain stdout, not the console the linter keeps out of app code.
const print = (line = '') => process.stdout.write(`${line}\n`);
const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const jsChunks = Object.entries(manifest).filter(([, chunk]) => chunk.file.endsWith('.js'));
const entryKeys = jsChunks.filter(([, chunk]) => chunk.isEntry).map(([key]) => key);
if (!manifest[FIRST_SCREEN_ROUTE]) throw new Error(`No chunk for ${FIRST_SCREEN_ROUTE}`);
const entryClosure = staticClosure(entryKeys);
const routeClosure = staticClosure([FIRST_SCREEN_ROUTE]);
const catalogueKeys = jsChunks
  .filter(
    ([key, chunk]) =>
      chunk.name === `locale-${FIRST_SCREEN_LOCALE}` ||
      key.includes(`i18n/locales/${FIRST_SCREEN_LOCALE}/`),
  )
  .map(([key]) => key);
if (catalogueKeys.length === 0) throw new Error(`No catalogue chunk for ${FIRST_SCREEN_LOCALE}`);
const catalogueClosure = staticClosure(catalogueKeys);
const firstScreen = new Set([...entryClosure, ...routeClosure, ...catalogueClosure]);

const rows = jsChunks
  .map(([key, chunk]) => ({ key, file: chunk.file, ...gzipBytes(chunk.file) }))
  .sort((a, b) => b.gzip - a.gzip);

const sum = (keys: Iterable<string>) =>
  [...keys].reduce((total, key) => total + (rows.find((row) => row.key === key)?.gzip ?? 0), 0);

const firstScreenBytes = sum(firstScreen);
const loginRouteOnlyBytes = sum([...routeClosure].filter((key) => !entryClosure.has(key)));

print('first  gzip        raw         chunk (source)');
for (const row of rows) {
  const marker = firstScreen.has(row.key) ? '  *  ' : '     ';
  print(
    `${marker}  ${kilobytes(row.gzip).padStart(9)}  ${kilobytes(row.raw).padStart(9)}   ${row.file} (${row.key})`,
  );
}
print();
print(`entry chunk and its static imports: ${kilobytes(sum(entryClosure))} gzip`);
print(`login route chunk and its own imports: ${kilobytes(loginRouteOnlyBytes)} gzip`);
print(`${FIRST_SCREEN_LOCALE} catalogues: ${kilobytes(sum(catalogueKeys))} gzip`);
print(`first screen (/login), all of the above: ${kilobytes(firstScreenBytes)} gzip`);
print(`all JS chunks: ${kilobytes(sum(rows.map((row) => row.key)))} gzip`);

if (firstScreenBytes > BUDGET_BYTES) {
  console.error(
    `The first screen needs ${kilobytes(firstScreenBytes)} of gzip JS; the budget is ${kilobytes(BUDGET_BYTES)}.`,
  );
  process.exit(1);
}
print(`Within the budget of ${kilobytes(BUDGET_BYTES)}.`);
