import { FALLBACK_LOCALE, SUPPORTED_LOCALES, type SupportedLocale } from '@sds/contract';
import type { Catalogue } from '@sds/i18n';

/**
 * The namespaces the web app loads at start: what the first screen (login) shows. The others
 * load with their screens (lazy-catalogues.ts); files of a locale folder that are not the web
 * app's (e-mails) never ship to the browser.
 */
export const WEB_NAMESPACES = ['common', 'auth'] as const;
export type WebNamespace = (typeof WEB_NAMESPACES)[number];

/**
 * Globbed catalogue files by `<locale>/<namespace>` (`nl-NL/auth`): the keys of a glob are
 * file paths, and the catalogues are the @sds/i18n package's, outside the app.
 */
export function byLocaleAndNamespace<T>(files: Record<string, T>): Map<string, T> {
  return new Map(
    Object.entries(files).map(([path, file]) => [
      path.replace(/^.*\/([^/]+\/[^/]+)\.json$/, '$1'),
      file,
    ]),
  );
}

// Lazy: only the active locale's catalogues are ever downloaded (the build puts each locale's
// files in one chunk, see vite.config.ts). The pattern names WEB_NAMESPACES again (a glob must
// be a literal) so catalogues of other namespaces, e.g. e-mails, never ship to the browser.
// `@sds/i18n/locales` is an alias of the package's folder (vite.config.ts).
const catalogueLoaders = byLocaleAndNamespace(
  import.meta.glob<Catalogue>('@sds/i18n/locales/*/{common,auth}.json', { import: 'default' }),
);

function loaderFor(locale: string, namespace: WebNamespace) {
  return catalogueLoaders.get(`${locale}/${namespace}`);
}

/** Locales whose folder carries every web namespace, in the contract's order (core first). */
export const SHIPPED_LOCALES: readonly SupportedLocale[] = SUPPORTED_LOCALES.filter((locale) =>
  WEB_NAMESPACES.every((namespace) => loaderFor(locale, namespace) !== undefined),
);

/** Whether the app carries a translation for this locale. */
export function isShippedLocale(locale: string): locale is SupportedLocale {
  return (SHIPPED_LOCALES as readonly string[]).includes(locale);
}

/** Downloads every web namespace of one locale; a locale without catalogues gets en-US's. */
export async function loadCatalogues(locale: string): Promise<Record<WebNamespace, Catalogue>> {
  const available = isShippedLocale(locale) ? locale : FALLBACK_LOCALE;
  const entries = await Promise.all(
    WEB_NAMESPACES.map(async (namespace) => {
      const load = loaderFor(available, namespace);
      if (!load) throw new Error(`No ${namespace} catalogue for ${available}`);
      return [namespace, await load()] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<WebNamespace, Catalogue>;
}
