import { readFile } from 'node:fs/promises';
import { FALLBACK_LOCALE } from '@sds/contract';

/**
 * The translation catalogues: one folder per locale holding every namespace, the web's and the
 * server's alike (DESIGN §9). The server reads its namespaces (generated documents, e-mails)
 * from the same files.
 */
const LOCALES_FOLDER = new URL('../../../../web/src/i18n/locales/', import.meta.url);

type Catalogue = { [key: string]: string | Catalogue };

/** Texts of some namespaces in one locale. */
export interface ServerTexts {
  locale: string;
  /** The text at a namespaced, dotted key (`email:registration.subject`), `{{name}}` filled in. */
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

async function load(locale: string, namespaces: readonly string[]): Promise<ServerTexts> {
  const read = (from: string) =>
    Promise.all(namespaces.map((namespace) => readCatalogue(from, namespace)));
  const [own, fallback] = await Promise.all([read(locale), read(FALLBACK_LOCALE)]);
  return {
    locale,
    t(key, values = {}) {
      const [namespace = '', dotted = ''] = key.split(':');
      const index = namespaces.indexOf(namespace);
      const path = dotted.split('.');
      const text = lookUp(own[index] ?? null, path) ?? lookUp(fallback[index] ?? null, path) ?? key;
      return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
    },
  };
}

const cache = new Map<string, Promise<ServerTexts>>();

/**
 * The texts of `namespaces` in `locale`, falling back to en-US key by key (a locale whose
 * catalogues are not translated yet still gets complete texts). Cached per locale.
 */
export function loadServerTexts(
  locale: string,
  namespaces: readonly string[],
): Promise<ServerTexts> {
  const key = `${locale}\n${namespaces.join(',')}`;
  let texts = cache.get(key);
  if (!texts) {
    texts = load(locale, namespaces);
    cache.set(key, texts);
    // A failed read is not remembered: the next request tries again.
    texts.catch(() => cache.delete(key));
  }
  return texts;
}
