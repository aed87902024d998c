import { readFileSync } from 'node:fs';
import { Statement } from '@sds/contract';
import {
  bestStatementCode,
  byFirstWord,
  compileWording,
  type StatementWording,
} from './statement-wording-match.ts';

const phraseDirectory = new URL('../../../reference-data/clp-phrases/', import.meta.url);
const ghsFile = new URL(
  '../../../reference-data/ghs-statements/ghs-rev10-not-in-clp-en.json',
  import.meta.url,
);
const ghsWordingsFile = new URL(
  '../../../reference-data/ghs-statements/ghs-rev10-en.json',
  import.meta.url,
);
const usWordingsFile = new URL(
  '../../../reference-data/ghs-statements/us-hazcom-2012-wordings-en.json',
  import.meta.url,
);
const cache = new Map<string, Map<string, string>>();
let englishCache: Map<string, string> | null = null;

/**
 * Every statement the portal knows in English: the CLP list, then the UN GHS statements CLP
 * does not carry (`H227` Combustible liquid, `P316`), which US and other sheets print and
 * which the GHS publishes in English only.
 */
function englishPhrases(): Map<string, string> {
  if (englishCache) return englishCache;
  const ghs = JSON.parse(readFileSync(ghsFile, 'utf8')) as { statements: Record<string, string> };
  englishCache = new Map([...phrasesOf('en'), ...Object.entries(ghs.statements)]);
  return englishCache;
}

/** The official phrase texts of one EU language (`nl`), read once; empty when not shipped. */
function phrasesOf(language: string): Map<string, string> {
  const cached = cache.get(language);
  if (cached) return cached;
  let phrases = new Map<string, string>();
  try {
    const file = JSON.parse(
      readFileSync(new URL(`hpstatements-${language}-latest.json`, phraseDirectory), 'utf8'),
    ) as { statements: Record<string, string> };
    phrases = new Map(
      Object.entries(file.statements).map(([key, text]) => [key.split('/').at(-1) ?? key, text]),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  cache.set(language, phrases);
  return phrases;
}

/**
 * Fills each statement's text from the official CLP phrases of the product's language when the
 * product carries only the code (docs/product/product-content.md#statements), falling back to
 * English for languages outside the EU's 24 and for GHS statements CLP does not carry. A text
 * the product does carry is kept.
 */
export function withOfficialTexts(statements: Statement[], locale: string): Statement[] {
  const local = phrasesOf(locale.slice(0, 2).toLowerCase());
  const english = englishPhrases();
  return statements.map((statement) => ({
    code: statement.code,
    text: statement.text.trim() || local.get(statement.code) || english.get(statement.code) || '',
  }));
}

/**
 * Whether a statement code is in the official CLP phrase list or among the GHS statements CLP
 * does not carry: as it stands, or each part of a combination the lists do not carry whole
 * (`P301+P330`).
 */
export function isOfficialStatementCode(code: string): boolean {
  const official = englishPhrases();
  return official.has(code) || code.split('+').every((part) => official.has(part));
}

/**
 * Every official H/EUH/P code with its text in a locale's language (English where the EU
 * publishes none), then the GHS statements CLP does not carry, in English: what the product
 * editor offers, in the lists' own order. A code with an
 * optional part (`P370+P380+P375[+P378]`) is left out: a product carries one of its readings.
 */
export function officialStatements(locale: string): Statement[] {
  const local = phrasesOf(locale.slice(0, 2).toLowerCase());
  return [...englishPhrases()]
    .filter(([code]) => Statement.shape.code.safeParse(code).success)
    .map(([code, english]) => ({ code, text: local.get(code) ?? english }));
}

/**
 * The official text of one statement code in a locale's language, English where the EU
 * publishes none; a combination the list does not carry whole (`P301+P330`) gets its parts'
 * texts in a row. Undefined for a code outside the list, so callers can tell "no text" apart.
 */
export function officialStatementText(code: string, locale: string): string | undefined {
  const local = phrasesOf(locale.slice(0, 2).toLowerCase());
  const english = englishPhrases();
  const textOf = (part: string) => local.get(part) ?? english.get(part);
  const whole = textOf(code);
  if (whole !== undefined) return whole;
  const parts = code.split('+').map(textOf);
  if (parts.length < 2 || parts.some((text) => text === undefined)) return undefined;
  return parts.join(' ');
}

const wordingsByLanguage = new Map<string, Map<string | null, StatementWording[]>>();

/**
 * Every wording a sheet in a language may print a statement in: the CLP texts of its language
 * and of English, the UN GHS Rev. 10 texts, and the OSHA HazCom 2012 ones US sheets print
 * (`Keep away from heat/sparks/open flames/hot surfaces. - No smoking`); only codes the portal
 * knows (`isOfficialStatementCode`), and none with an optional code (`P370+P380+P375[+P378]`).
 */
function wordingsOf(language: string): Map<string | null, StatementWording[]> {
  const cached = wordingsByLanguage.get(language);
  if (cached) return cached;
  const texts: [string, string][] = [
    ...phrasesOf(language),
    ...englishPhrases(),
    ...Object.entries(readStatementFile<string>(ghsWordingsFile)),
    ...Object.entries(readStatementFile<string[]>(usWordingsFile)).flatMap(([code, wordings]) =>
      wordings.map((wording): [string, string] => [code, wording]),
    ),
  ];
  const compiled = texts
    .filter(([code]) => !code.includes('[') && isOfficialStatementCode(code))
    .flatMap(([code, text]) => compileWording(code, text) ?? []);
  const grouped = byFirstWord(compiled);
  wordingsByLanguage.set(language, grouped);
  return grouped;
}

function readStatementFile<Value>(file: URL): Record<string, Value> {
  return (JSON.parse(readFileSync(file, 'utf8')) as { statements: Record<string, Value> })
    .statements;
}

/**
 * The code of a statement a sheet prints without it (`Causes serious eye irritation` → `H319`,
 * `Highly flammable liquid and vapor` → `H225`, `Wear protective gloves/eye protection` →
 * `P280`), in its language or in English, in CLP, GHS or US OSHA wording; undefined for any other
 * text. How tolerant the matching is: statement-wording-match.ts.
 */
export function officialStatementCodeOf(text: string, language: string): string | undefined {
  return bestStatementCode(wordingsOf(language), text);
}
