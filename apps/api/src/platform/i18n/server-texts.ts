import { FALLBACK_LOCALE } from '@sds/contract';
import { textAt } from '@sds/i18n';
import { readCatalogue } from '@sds/i18n/files';

// The translation catalogues (packages/i18n) hold every namespace, the web's and the server's
// alike (docs/product/languages.md#translations): the server reads its own (generated documents,
// e-mails) from the same files.

/** Texts of some namespaces in one locale. */
export interface ServerTexts {
  locale: string;
  /** The text at a namespaced, dotted key (`email:registration.subject`), `{{name}}` filled in. */
  t(key: string, values?: Record<string, string>): string;
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
      const text =
        textAt(own[index] ?? null, dotted) ?? textAt(fallback[index] ?? null, dotted) ?? key;
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
