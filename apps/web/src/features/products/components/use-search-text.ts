import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigation, useNavigationType, useSearchParams } from 'react-router';
import { normaliseSearchText } from '../api/search-products.ts';

/** The query parameter that holds the search: `/search?q=aceton`. */
export const SEARCH_PARAMETER = 'q';

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

  useEffect(() => {
    if (isNavigating || normaliseSearchText(text) === query) return;
    const timer = setTimeout(() => commit(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query, commit, isNavigating]);

  return { text, setText, query, submit: () => commit(text) };
}
