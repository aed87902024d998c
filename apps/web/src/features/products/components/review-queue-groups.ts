import { FALLBACK_LOCALE, compareLocales, type ProductSummary } from '@sds/contract';
import type { ReviewLanguage, ReviewTarget } from './review-decision.ts';

/** One product of the review queue with its language versions that wait for review. */
export type ReviewGroup = {
  key: string;
  /** The version named in the group's heading: the interface language's, when it waits too. */
  lead: ProductSummary;
  versions: ProductSummary[];
};

/**
 * Groups the queue by product (company and master code), so the languages of one product are
 * reviewed side by side. Inside a group the reader's language comes first, then English (the
 * app's fallback), then the others in the portal's one order of languages; groups are ordered by their heading's name as
 * the reader sorts. The order never depends on the server's, so rows keep their place when
 * the list is read again.
 */
export function groupReviewQueue(
  items: readonly ProductSummary[],
  language: string,
): ReviewGroup[] {
  const byProduct = new Map<string, ProductSummary[]>();
  for (const item of items) {
    const key = `${item.companyId}/${item.masterCode}`;
    byProduct.set(key, [...(byProduct.get(key) ?? []), item]);
  }
  const rank = (item: ProductSummary) =>
    item.locale === language ? 0 : item.locale === FALLBACK_LOCALE ? 1 : 2;
  const groups: ReviewGroup[] = [];
  for (const [key, versions] of byProduct) {
    const [lead, ...others] = [...versions].sort(
      (a, b) => rank(a) - rank(b) || compareLocales(a.locale, b.locale) || a.id.localeCompare(b.id),
    );
    if (lead) groups.push({ key, lead, versions: [lead, ...others] });
  }
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  return groups.sort(
    (a, b) => collator.compare(a.lead.name, b.lead.name) || a.key.localeCompare(b.key),
  );
}

const asLanguage = ({ id, name, locale }: ProductSummary): ReviewLanguage => ({ id, name, locale });

/** A queue row as the subject of a decision, with the other languages of its group. */
export function reviewTargetOf(version: ProductSummary, group: ReviewGroup): ReviewTarget {
  return {
    ...asLanguage(version),
    otherLanguagesInReview: group.versions
      .filter((other) => other.id !== version.id)
      .map(asLanguage),
  };
}
