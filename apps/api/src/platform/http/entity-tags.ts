/**
 * Entity tags as RFC 9110 §8.8.3 writes them: `"opaque"` (strong) or `W/"opaque"` (weak), the
 * opaque part of visible characters other than `"`. Lists separate tags with commas, which may
 * also appear inside a tag, so a list is read tag by tag rather than split.
 */
const LIST_ITEM = /\s*(W\/)?("[\x21\x23-\x7e\x80-\xff]*")\s*(?:,|$)/y;

type ListedTag = { tag: string; isWeak: boolean };

/** The tags of an `If-Match` list, or null when the list is not one (a malformed header). */
function listedTags(header: string): ListedTag[] | null {
  const tags: ListedTag[] = [];
  LIST_ITEM.lastIndex = 0;
  while (LIST_ITEM.lastIndex < header.length) {
    const match = LIST_ITEM.exec(header);
    if (!match?.[2]) return null;
    tags.push({ tag: match[2], isWeak: match[1] !== undefined });
  }
  return tags;
}

/** A strong entity tag of an opaque value (letters, digits, `-`, `_` and the like). */
export function strongEntityTag(opaque: string): string {
  return `"${opaque}"`;
}

/**
 * Whether `If-Match` lets a change of the current representation go ahead (RFC 9110 §13.1.1):
 * no header, `*` (the resource exists: the caller found it), or a listed tag equal to the
 * current one by strong comparison — a weak tag never matches. A malformed header matches
 * nothing, so the change does not happen on a guess.
 */
export function ifMatchHolds(header: string | undefined, currentTag: string): boolean {
  if (header === undefined) return true;
  if (header.trim() === '*') return true;
  const tags = listedTags(header);
  return tags !== null && tags.some(({ tag, isWeak }) => !isWeak && tag === currentTag);
}
