import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../components/ui/screen-icons.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { useAuthenticatedUser } from '../../../lib/authenticated-user.ts';
import { isSearchTooShort, type useProductSearch } from '../api/search-products.ts';
import { ProductHit } from './product-hit.tsx';

type SearchResultsProps = {
  query: string;
  search: ReturnType<typeof useProductSearch>;
  /** What an empty result offers besides the "no products found" message (Request this product). */
  renderNoResultsAction?: (searchText: string) => ReactNode;
};

/** A few grey rows in the shape of hits while the first answer is on its way. */
function ResultsPlaceholder() {
  return (
    <ul className="search-results__list" aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <li key={row} className="product-hit product-hit--placeholder">
          <span className="placeholder-line placeholder-line--wide" />
          <span className="placeholder-line" />
        </li>
      ))}
    </ul>
  );
}

/** Instead of results for one character: ask for one more (issue 23). */
function TooShort() {
  const { t } = useTranslation('products');
  const headingId = useId();
  const message = t('search.tooShort');
  return (
    <section className="screen-section" aria-labelledby={headingId}>
      <div className="screen-section__header">
        <h2 id={headingId} className="screen-section__title">
          {t('search.resultsTitle')}
        </h2>
      </div>
      <p className="visually-hidden" role="status">
        {message}
      </p>
      <Notice title={message} icon={<SearchIcon />} isAnnounced={false} />
    </section>
  );
}

/**
 * "Show more" for keyboard and screen-reader users: the first hit it brought takes the focus
 * once it is shown (the button itself is gone after the last page). A failed load, or a new
 * search meanwhile, moves nothing.
 */
function useShowMore(search: SearchResultsProps['search'], query: string, shownCount: number) {
  const listRef = useRef<HTMLUListElement>(null);
  const firstNewIndex = useRef<number | null>(null);
  useEffect(() => {
    firstNewIndex.current = null;
  }, [query]);
  useEffect(() => {
    const index = firstNewIndex.current;
    if (index === null || shownCount <= index) return;
    firstNewIndex.current = null;
    listRef.current?.querySelectorAll<HTMLElement>(':scope > li > a')[index]?.focus();
  }, [shownCount]);
  function showMore() {
    if (search.isFetchingNextPage) return;
    firstNewIndex.current = shownCount;
    void search.fetchNextPage().then((result) => {
      if (result.isError) firstNewIndex.current = null;
    });
  }
  return { listRef, showMore };
}

/**
 * The "Results" part of the search screen (docs/product/web-app.md#screens): the hits as a list of
 * links, the count, "Show more" while there are more, and the fixed messages for nothing found and
 * for a failed search. One live region says what changed, so a screen reader hears the count after
 * typing.
 */
export function SearchResults({ query, search, renderNoResultsAction }: SearchResultsProps) {
  const { t } = useTranslation(['products', 'common']);
  const headingId = useId();
  const ownCompanyId = useAuthenticatedUser()?.companyId;
  // Another company's product, found through a subscription (issue 11).
  const isShared = (product: { companyId: string }) =>
    ownCompanyId !== undefined && product.companyId !== ownCompanyId;
  const { data, isPending, isPlaceholderData, isFetchingNextPage } = search;
  // A failed "Show more" keeps the hits shown so far; any other failure replaces them.
  const isNextPageFailed = search.isFetchNextPageError;
  const isSearchFailed = search.isError && !isNextPageFailed;

  const items = isSearchFailed ? [] : (data?.pages.flatMap((page) => page.items) ?? []);
  const total = data?.pages.at(-1)?.total ?? 0;
  const isSettled = !isPending && !isPlaceholderData && !search.isError;
  const isEmpty = !isSearchFailed && data !== undefined && total === 0;
  const { listRef, showMore } = useShowMore(search, query, items.length);

  if (isSearchTooShort(query)) return <TooShort />;

  let announcement = '';
  if (isSearchFailed) announcement = t('search.loadFailed');
  else if (isSettled) {
    announcement = total > 0 ? t('search.count', { count: total }) : t('search.noResults');
  }

  return (
    <section className="screen-section" aria-labelledby={headingId}>
      <div className="screen-section__header">
        <h2 id={headingId} className="screen-section__title">
          {t('search.resultsTitle')}
        </h2>
        {items.length > 0 ? (
          <p className="screen-section__note" aria-hidden="true">
            {query ? null : `${t('search.allProducts')} · `}
            {t('search.count', { count: total })}
          </p>
        ) : null}
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      {isPending ? <ResultsPlaceholder /> : null}

      {isSearchFailed ? (
        <Notice tone="error" title={t('search.loadFailed')} isAnnounced={false}>
          <p>{t('search.loadFailedHint')}</p>
          <div className="error-actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => void search.refetch()}
            >
              {t('actions.retry', { ns: 'common' })}
            </button>
          </div>
        </Notice>
      ) : null}

      {isEmpty ? (
        <Notice title={t('search.noResults')} icon={<SearchIcon />} isAnnounced={false}>
          {query ? <p>{t('search.noResultsHint')}</p> : null}
          {renderNoResultsAction?.(query)}
        </Notice>
      ) : null}

      {items.length > 0 ? (
        <ul
          ref={listRef}
          className="search-results__list"
          aria-labelledby={headingId}
          aria-busy={isPlaceholderData || undefined}
          data-stale={isPlaceholderData || undefined}
        >
          {items.map((product) => (
            <li key={product.id}>
              <ProductHit
                product={product}
                sharedBy={isShared(product) ? product.companyName : null}
              />
            </li>
          ))}
        </ul>
      ) : null}

      {items.length > 0 && search.hasNextPage ? (
        <div className="search-results__more">
          <p className="search-results__progress">
            {t('search.showing', { shown: items.length, total })}
          </p>
          {isNextPageFailed ? (
            <p className="search-results__more-error" role="alert">
              {t('search.loadFailed')}
            </p>
          ) : null}
          <button
            type="button"
            className="button button--secondary"
            // Not `disabled` while loading: that would drop the focus to the page.
            aria-busy={isFetchingNextPage || undefined}
            onClick={showMore}
          >
            {isFetchingNextPage ? <span className="button__spinner" aria-hidden="true" /> : null}
            {isNextPageFailed ? t('actions.retry', { ns: 'common' }) : t('search.showMore')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
