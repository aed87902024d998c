/**
 * What a translation must keep of the source catalogues (docs/product/languages.md#translations:
 * every locale carries every key): the same namespaces and keys, no empty text, every placeholder.
 * Plural keys follow the locale's own plural rules (CLDR, as `Intl.PluralRules` and i18next see
 * them): Polish needs `_few` and `_many` where English has `_one`, Japanese only `_other`. Pure, so
 * the catalogue test and `npm run i18n:check` share it.
 */
import type { Catalogue } from './catalogue.ts';

/** The locale every translation is made from and checked against. */
export const SOURCE_LOCALE = 'en-US';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

export function flattenCatalogue(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') entries.set(`${prefix}${key}`, value);
    else
      flattenCatalogue(value, `${prefix}${key}.`).forEach((text, path) => entries.set(path, text));
  }
  return entries;
}

export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').sort();
}

/** The plural categories a locale's texts must have (`one`, `few`, `many`, `other`, …). */
export function pluralCategories(locale: string): string[] {
  return [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
}

/**
 * Whether a plural form may leave its number out ("1 company", "One message"): only when one
 * number alone takes it (the English `one` is 1 only; the French `one` is 0 and 1, the Russian
 * `one` also 21, 31 …).
 */
function isSingleNumberCategory(locale: string, category: string): boolean {
  const rules = new Intl.PluralRules(locale);
  let numbers = 0;
  for (let n = 0; n <= 1000 && numbers < 2; n += 1) if (rules.select(n) === category) numbers += 1;
  return numbers === 1;
}

type Expected = { key: string; source: string; category?: string };

/** The keys a locale must carry for one source catalogue, plural groups in its categories. */
function expectedEntries(source: Map<string, string>, locale: string): Expected[] {
  const expected: Expected[] = [];
  const pluralBases = new Set<string>();
  for (const [key, text] of source) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (base === key || !source.has(`${base}_other`)) {
      expected.push({ key, source: text });
    } else if (!pluralBases.has(base)) {
      pluralBases.add(base);
      const other = source.get(`${base}_other`) ?? '';
      for (const category of pluralCategories(locale)) {
        expected.push({ key: `${base}_${category}`, source: other, category });
      }
    }
  }
  return expected;
}

function placeholderProblem(locale: string, entry: Expected, text: string): string | null {
  const wanted = placeholdersOf(entry.source);
  const found = placeholdersOf(text);
  const mayDropNumbers =
    entry.category !== undefined && isSingleNumberCategory(locale, entry.category);
  const required = mayDropNumbers ? [] : wanted;
  const missing = required.filter((name) => !found.includes(name));
  const unknown = found.filter((name) => !wanted.includes(name));
  if (missing.length === 0 && unknown.length === 0) return null;
  return `${entry.key}: placeholders ${JSON.stringify(found)}, expected ${JSON.stringify(wanted)}`;
}

/**
 * Every way a locale's catalogues fall short of the source's, as readable lines
 * (`pl-PL/products.json: missing results_few`); empty when the locale is complete.
 */
export function catalogueProblems(
  sourceFiles: ReadonlyMap<string, Catalogue>,
  localeFiles: ReadonlyMap<string, Catalogue>,
  locale: string,
): string[] {
  const problems: string[] = [];
  for (const name of localeFiles.keys()) {
    if (!sourceFiles.has(name)) problems.push(`${locale}/${name}.json: no such file in the source`);
  }
  for (const [name, sourceCatalogue] of sourceFiles) {
    const file = `${locale}/${name}.json`;
    const catalogue = localeFiles.get(name);
    if (!catalogue) {
      problems.push(`${file}: missing`);
      continue;
    }
    const texts = flattenCatalogue(catalogue);
    const expected = expectedEntries(flattenCatalogue(sourceCatalogue), locale);
    const expectedKeys = new Set(expected.map((entry) => entry.key));
    for (const key of texts.keys()) {
      if (!expectedKeys.has(key)) problems.push(`${file}: extra key ${key}`);
    }
    for (const entry of expected) {
      const text = texts.get(entry.key);
      if (text === undefined) problems.push(`${file}: missing ${entry.key}`);
      else if (text.trim() === '') problems.push(`${file}: empty ${entry.key}`);
      else {
        const problem = placeholderProblem(locale, entry, text);
        if (problem) problems.push(`${file}: ${problem}`);
      }
    }
  }
  return problems;
}
