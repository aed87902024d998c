/**
 * Checks translation catalogues against en-US (the source): `npm run i18n:check [locale …]`
 * prints every missing, extra or empty key and every lost placeholder, and exits 1 when there
 * is one. Without arguments it checks every locale folder. The catalogue test runs the same
 * rules (src/catalogue-parity.ts); this is the quick loop while translating.
 */
import { SOURCE_LOCALE, catalogueProblems } from '../src/catalogue-parity.ts';
import { catalogueLocales, readLocaleCatalogues } from '../src/catalogue-files.ts';

const print = (line: string) => process.stdout.write(`${line}\n`);
const requested = process.argv.slice(2);
const locales = requested.length > 0 ? requested : catalogueLocales();
const source = readLocaleCatalogues(SOURCE_LOCALE);
let problemCount = 0;
for (const locale of locales.filter((name) => name !== SOURCE_LOCALE)) {
  let problems: string[];
  try {
    problems = catalogueProblems(source, readLocaleCatalogues(locale), locale);
  } catch (error) {
    problems = [`${locale}: ${(error as Error).message}`];
  }
  problemCount += problems.length;
  for (const problem of problems) print(problem);
  print(`${locale}: ${problems.length === 0 ? 'complete' : `${problems.length} problem(s)`}`);
}
process.exitCode = problemCount === 0 ? 0 : 1;
