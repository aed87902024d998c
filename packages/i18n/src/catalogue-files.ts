import { readFileSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Catalogue } from './catalogue.ts';

/**
 * The catalogues on disk, for Node: the server's e-mails and generated documents, the
 * translation check and tests. The web app bundles the same files through
 * `@sds/i18n/locales/*` instead, so this module (and `node:fs`) never reaches the browser.
 */
export const LOCALES_FOLDER = new URL('../locales/', import.meta.url);

/**
 * For the web app's bundler (Vite's `resolve.alias`): the app globs the catalogues as
 * `@sds/i18n/locales/*…`, and a glob is never resolved through a package's `exports`.
 */
export const LOCALES_ALIAS = {
  '@sds/i18n/locales': fileURLToPath(new URL('../locales', import.meta.url)),
};

/** The file of one namespace in one locale (`locales/nl-NL/email.json`); it may not exist. */
export function catalogueFile(locale: string, namespace: string): URL {
  return new URL(`${locale}/${namespace}.json`, LOCALES_FOLDER);
}

/** One namespace of one locale, or null when the locale has no such file. */
export async function readCatalogue(locale: string, namespace: string): Promise<Catalogue | null> {
  try {
    return JSON.parse(await readFile(catalogueFile(locale, namespace), 'utf8')) as Catalogue;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** One namespace of one locale, read at once (tests, scripts); throws when the file is missing. */
export function readCatalogueSync(locale: string, namespace: string): Catalogue {
  return JSON.parse(readFileSync(catalogueFile(locale, namespace), 'utf8')) as Catalogue;
}

/** The locales that have a catalogue folder. */
export function catalogueLocales(): string[] {
  return readdirSync(LOCALES_FOLDER, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Every namespace of one locale, by name (`email` for `email.json`). */
export function readLocaleCatalogues(locale: string): Map<string, Catalogue> {
  const folder = new URL(`${locale}/`, LOCALES_FOLDER);
  const namespaces = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.replace(/\.json$/, ''));
  return new Map(namespaces.map((namespace) => [namespace, readCatalogueSync(locale, namespace)]));
}
