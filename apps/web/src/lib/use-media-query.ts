import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept up to date. Where the browser cannot tell (no
 * `matchMedia`, as in tests) it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? fallback,
    () => fallback,
  );
}
