import { SEARCH_MAX_LENGTH } from '@sds/contract';

// The search's request without the zod schema of its answer: the search screen's query
// (search-products.ts) and the request started beside the screen's code
// (prefetch-screen-data.ts, decision 0069) build the same address from it.

/** Hits per page: a phone screen holds about six, so 25 is a few flicks of scrolling. */
export const SEARCH_PAGE_SIZE = 25;

/** The search text as the server reads it: trimmed, and no longer than it accepts (200). */
export function normaliseSearchText(text: string | null | undefined): string {
  return (text ?? '').trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

/**
 * The shortest search that is sent. The server takes any length, but one character finds
 * nothing useful: codes match from two characters on (search-text.ts `searchCodes`), and one
 * letter is a stop word or the prefix of half the names. The screen asks for more instead of
 * saying "There are no products found" (issue 23).
 */
export const SEARCH_MIN_LENGTH = 2;

/** Whether a (normalised) search is too short to send: one character, not none. */
export function isSearchTooShort(search: string): boolean {
  const characters = [...search].length;
  return characters > 0 && characters < SEARCH_MIN_LENGTH;
}

/** The query of one page of `GET /api/products`: no `search` for an empty one. */
export function searchQuery(search: string, page: number) {
  return { search: search || undefined, page, pageSize: SEARCH_PAGE_SIZE };
}
