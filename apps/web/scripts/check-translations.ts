/**
 * Checks translation catalogues against en-US (the source): `npm run i18n:check [locale …]`
 * prints every missing, extra or empty key and every lost placeholder, and exits 1 when there
 * is one. Without arguments it checks every locale folder. The catalogue test runs the same
 * rules (src/i18n/catalogue-parity.ts); this is the quick loop while translating.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { type Catalogue, catalogueProblems } from '../src/i18n/catalogue-parity.ts';

const LOCALES = new URL('../src/i18n/locales/', import.meta.url);
const SOURCE_LOCALE = 'en-US';

function readLocale(locale: string): Map<string, Catalogue> {
  const folder = new URL(`${locale}/`, LOCALES);
  const files = readdirSync(folder).filter((name) => name.endsWith('.json'));
  return new Map(
    files.map((name) => [
      name.replace(/\.json$/, ''),
      JSON.parse(readFileSync(new URL(name, folder), 'utf8')) as Catalogue,
    ]),
  );
}

const print = (line: string) => process.stdout.write(`${line}\n`);
const requested = process.argv.slice(2);
const locales = requested.length > 0 ? requested : readdirSync(LOCALES);
const source = readLocale(SOURCE_LOCALE);
let problemCount = 0;
for (const locale of locales.filter((name) => name !== SOURCE_LOCALE)) {
  let problems: string[];
  try {
    problems = catalogueProblems(source, readLocale(locale), locale);
  } catch (error) {
    problems = [`${locale}: ${(error as Error).message}`];
  }
  problemCount += problems.length;
  for (const problem of problems) print(problem);
  print(`${locale}: ${problems.length === 0 ? 'complete' : `${problems.length} problem(s)`}`);
}
process.exitCode = problemCount === 0 ? 0 : 1;
