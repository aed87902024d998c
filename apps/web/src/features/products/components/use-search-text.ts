import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, useNavigationType, useSearchParams } from 'react-router';
import { SEARCH_PARAMETER } from '../../../config/target-paths.ts';
import { normaliseSearchText } from '../api/search-products.ts';

// The query parameter that holds the search (`/search?q=aceton`) is named in config/target-paths.ts,
// where scanning a barcode builds the same address.
export { SEARCH_PARAMETER };

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 250;

// Marks the history entries the search box wrote, so they do not overwrite what is typed.
type SearchBoxState = { isFromSearchBox: true };
const searchBoxState: SearchBoxState = { isFromSearchBox: true };
const isFromSearchBox = (state: unknown) =>
  (state as Partial<SearchBoxState> | null)?.isFromSearchBox === true;

/**
 * The search text in two forms: `text` as typed, and `query`, the search the screen shows,
 * which lives in the URL (`?q=`) so back, forward and reload keep it. Typing updates the URL
 * after a pause of {@link SEARCH_DEBOUNCE_MS}, replacing the history entry instead of adding one
 * per word; `submit` (Enter) updates it at once. When the URL changes some other way (back or
 * forward, a link to `/search`), the box shows the URL's search.
 *
 * A link followed within the pause (a hit opened right after typing) drops the pending search
 * at once: the router renders its navigation later, in a transition, and a search that ran
 * in between would cancel that navigation and keep the user on the search screen.
 */
export function useSearchText() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  // While another screen loads (a hit was tapped), a pending search must not pull the user back.
  const isNavigating = useNavigation().state !== 'idle';
  const query = normaliseSearchText(searchParams.get(SEARCH_PARAMETER));
  const [text, setText] = useState(query);
  const [seenLocationKey, setSeenLocationKey] = useState(location.key);

  if (seenLocationKey !== location.key) {
    // Adjusting state while rendering (not in an effect) avoids one render with the old text.
    setSeenLocationKey(location.key);
    if (navigationType === 'POP' || !isFromSearchBox(location.state)) setText(query);
  }

  const commit = useCallback(
    (value: string) => {
      const next = normaliseSearchText(value);
      if (next === query) return;
      setSearchParams(next ? { [SEARCH_PARAMETER]: next } : {}, {
        replace: true,
        state: searchBoxState,
        preventScrollReset: true,
      });
    },
    [query, setSearchParams],
  );

  const pendingSearch = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (isNavigating || normaliseSearchText(text) === query) return;
    const timer = setTimeout(() => commit(text), SEARCH_DEBOUNCE_MS);
    pendingSearch.current = timer;
    return () => clearTimeout(timer);
  }, [text, query, commit, isNavigating]);
  useEffect(() => {
    // Bubbling, so after the router's own link handler has taken the click (defaultPrevented).
    const dropPendingSearch = (event: MouseEvent) => {
      const isLinkFollowed =
        event.defaultPrevented &&
        event.target instanceof Element &&
        event.target.closest('a[href]');
      if (isLinkFollowed) clearTimeout(pendingSearch.current);
    };
    document.addEventListener('click', dropPendingSearch);
    return () => document.removeEventListener('click', dropPendingSearch);
  }, []);

  return { text, setText, query, submit: () => commit(text) };
}
