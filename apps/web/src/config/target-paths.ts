import type { RedirectTarget } from '@sds/contract';
import { paths } from './paths.ts';

// Addresses built from what a link or a scanned code names, apart from paths.ts: the first
// screen imports that, and these are not its business.

/** The search screen's query parameter: `/search?q=…`. */
export const SEARCH_PARAMETER = 'q';

/** The search screen, searching for `text`. */
export function searchPathFor(text: string): string {
  return `${paths.search}?${new URLSearchParams({ [SEARCH_PARAMETER]: text }).toString()}`;
}

/**
 * The sheet a product target (a label's QR code) opens: by id, by article number and locale, or
 * by master code.
 */
export function productPathFor(target: RedirectTarget): string {
  if ('id' in target) return paths.productById(target.id);
  const query = new URLSearchParams(
    'articleNumber' in target
      ? { articleNumber: target.articleNumber, locale: target.locale }
      : { masterCode: target.masterCode },
  );
  return `${paths.product}?${query.toString()}`;
}
