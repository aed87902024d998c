import { readFile } from 'node:fs/promises';
import { FALLBACK_LOCALE } from '@sds/contract';

/**
 * The translation catalogues: one folder per locale holding every namespace, the web's and the
 * server's alike (DESIGN §9). The server reads its namespaces from the same files.
 */
const LOCALES_FOLDER = new URL('../../../../../web/src/i18n/locales/', import.meta.url);

type Catalogue = { [key: string]: string | Catalogue };

/** Headings, labels and phrases of the generated documents in one locale. */
export interface DocumentTexts {
  locale: string;
  /** The text at a dotted key (`products:sections.firstAid`), with `{{name}}` filled in. */
  t(key: string, values?: Record<string, string>): string;
}

async function readCatalogue(locale: string, namespace: string): Promise<Catalogue | null> {
  try {
    const file = new URL(`${locale}/${namespace}.json`, LOCALES_FOLDER);
    return JSON.parse(await readFile(file, 'utf8')) as Catalogue;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function lookUp(catalogue: Catalogue | null, path: string[]): string | null {
  let node: string | Catalogue | undefined = catalogue ?? undefined;
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : null;
}

const NAMESPACES = ['products', 'documents'] as const;
const cache = new Map<string, Promise<DocumentTexts>>();

async function load(locale: string): Promise<DocumentTexts> {
  const read = (from: string) =>
    Promise.all(NAMESPACES.map((namespace) => readCatalogue(from, namespace)));
  const [own, fallback] = await Promise.all([read(locale), read(FALLBACK_LOCALE)]);
  return {
    locale,
    t(key, values = {}) {
      const [namespace = '', dotted = ''] = key.split(':');
      const index = NAMESPACES.indexOf(namespace as (typeof NAMESPACES)[number]);
      const path = dotted.split('.');
      const text = lookUp(own[index] ?? null, path) ?? lookUp(fallback[index] ?? null, path) ?? key;
      return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
    },
  };
}

/**
 * The texts for documents in `locale`, falling back to en-US key by key (a locale whose
 * catalogues are not translated yet still gets a complete document). Cached per locale.
 */
export function loadDocumentTexts(locale: string): Promise<DocumentTexts> {
  let texts = cache.get(locale);
  if (!texts) {
    texts = load(locale);
    cache.set(locale, texts);
    // A failed read is not remembered: the next request tries again.
    texts.catch(() => cache.delete(locale));
  }
  return texts;
}
