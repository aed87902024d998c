import { FALLBACK_LOCALE } from '@sds/contract';
import { useEffect, useState } from 'react';
import type { Catalogue } from '@sds/i18n';
import { byLocaleAndNamespace } from './catalogues.ts';
import { i18n, loadBeforeLanguageChange } from './i18n.ts';

/**
 * Namespaces the first screen does not show: `products` of the signed-in device screens (loaded
 * by their session route), and those of screens few people open (the review screen, the product
 * editor and the SDS import for key users; registration, e-mailed links and administrator
 * sign-in for accounts; company administration for administrators; feedback and product
 * requests). Not part of the catalogues loaded at start, but loaded with their screens;
 * vite.config.ts gives each its own chunk per locale, so they stay out of the first screen's
 * budget (decision 0008).
 */
export type LazyNamespace =
  'products' | 'editor' | 'account' | 'import' | 'admin' | 'requests' | 'audit' | 'notifications';

// A glob must be a literal: it names the lazy namespaces again.
const loaders = byLocaleAndNamespace(
  import.meta.glob<Catalogue>(
    '@sds/i18n/locales/*/{products,editor,account,import,admin,requests,audit,notifications}.json',
    { import: 'default' },
  ),
);

/** Adds a lazy namespace of one locale to i18next; en-US's texts where the locale has none. */
export async function loadLazyNamespace(namespace: LazyNamespace, locale: string): Promise<void> {
  if (i18n.hasResourceBundle(locale, namespace)) return;
  const load =
    loaders.get(`${locale}/${namespace}`) ?? loaders.get(`${FALLBACK_LOCALE}/${namespace}`);
  if (!load) throw new Error(`No ${namespace} catalogue for ${locale}`);
  i18n.addResourceBundle(locale, namespace, await load(), true, true);
}

type NamespaceLoad = { isLoaded: boolean; failure: unknown };

/**
 * Loads a lazy namespace for the interface language when the component mounts, and, while it
 * stays mounted, for a new language before the switch — so no text shows as a missing key and
 * the screen (with what was typed into it) is never replaced.
 */
function useNamespaceLoad(namespace: LazyNamespace): NamespaceLoad {
  const [isLoaded, setIsLoaded] = useState(() => i18n.hasResourceBundle(i18n.language, namespace));
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    let isCurrent = true;
    loadLazyNamespace(namespace, i18n.language).then(
      () => isCurrent && setIsLoaded(true),
      (error: unknown) => isCurrent && setFailure(error),
    );
    const stop = loadBeforeLanguageChange((locale) => loadLazyNamespace(namespace, locale));
    return () => {
      isCurrent = false;
      stop();
    };
  }, [namespace]);
  return { isLoaded, failure };
}

/** Whether a screen's lazy namespace is there (see useNamespaceLoad). */
export function useLazyNamespace(namespace: LazyNamespace): boolean {
  const { isLoaded, failure } = useNamespaceLoad(namespace);
  // A catalogue that cannot load (offline after a deploy) is the route error screen's to explain.
  if (failure) throw failure;
  return isLoaded;
}

/**
 * Whether the lazy namespace of an extra on other screens' pages is there (the feedback entry
 * under every screen, the search screen's request link). A catalogue that cannot load leaves
 * the extra out rather than taking the screen it sits on down with it.
 */
export function useOptionalLazyNamespace(namespace: LazyNamespace): boolean {
  const { isLoaded, failure } = useNamespaceLoad(namespace);
  return isLoaded && !failure;
}
