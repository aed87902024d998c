import {
  inLanguageOrder,
  type Product,
  type ReviewStatus,
  type SupportedLocale,
} from '@sds/contract';
import { nativeLocaleName } from '../../../i18n/locale-names.ts';

/** One language version of a product, as the review screen names it. */
export type ReviewLanguage = { id: string; name: string; locale: SupportedLocale };

/** The product a decision is about, with the other languages of it that wait for review too. */
export type ReviewTarget = ReviewLanguage & { otherLanguagesInReview: ReviewLanguage[] };

export type DecisionKind = 'approve' | 'reject';

/**
 * A decision the key user started: what and about which product; `isAllLanguages` when it was
 * started for the product as a whole (the queue's "Approve all languages"), which ticks the
 * dialog's choice of the other languages in review from the start.
 */
export type DecisionRequest = {
  kind: DecisionKind;
  target: ReviewTarget;
  isAllLanguages?: boolean;
};

/** A product a decision moved, with the state it moved to (the "Decided just now" list). */
export type DecidedProduct = ReviewLanguage & { reviewStatus: ReviewStatus };

/**
 * How a decision dialog ended: `decided`; `left-review` when the product was out of review
 * already (decided by someone else, edited, deleted); `cancelled` otherwise.
 */
export type DecisionOutcome = 'decided' | 'left-review' | 'cancelled';

/** "Deutsch, Français, Nederlands": languages the way their speakers look for them. */
export function languageNames(languages: readonly ReviewLanguage[]): string {
  return inLanguageOrder(languages, (language) => language.locale)
    .map((language) => nativeLocaleName(language.locale))
    .join(', ');
}

/**
 * The products a successful decision moved. The answer is the addressed product; with all
 * languages, its variants say which of the others moved with it (variants in another state
 * are left alone, decision 0016).
 */
export function decidedProducts(
  target: ReviewTarget,
  answer: Product,
  isAllLanguages: boolean,
): DecidedProduct[] {
  const moved = isAllLanguages
    ? target.otherLanguagesInReview.filter((other) =>
        answer.variants.some(
          (variant) => variant.id === other.id && variant.reviewStatus === answer.reviewStatus,
        ),
      )
    : [];
  return [target, ...moved].map((product) => ({
    id: product.id,
    name: product.name,
    locale: product.locale,
    reviewStatus: answer.reviewStatus,
  }));
}

/** A product read from the server as the subject of a decision, with its languages in review. */
export function reviewTargetOfProduct(product: Product): ReviewTarget {
  const others = product.variants.filter(
    (variant) => variant.id !== product.id && variant.reviewStatus === 'InReview',
  );
  return {
    id: product.id,
    name: product.name,
    locale: product.locale,
    otherLanguagesInReview: others.map(({ id, name, locale }) => ({ id, name, locale })),
  };
}
