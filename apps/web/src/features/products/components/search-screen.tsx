import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportSdsLink, NewProductLink } from '../../../components/layout/key-user-links.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { useProductSearch } from '../api/search-products.ts';
import { SearchBox } from './search-box.tsx';
import { SearchResults } from './search-results.tsx';
import { useSearchText } from './use-search-text.ts';
import './placeholder.css';
import './search.css';

type SearchScreenProps = {
  /** Actions for every signed-in device, before the key users' ones (Request a product). */
  actions?: ReactNode;
  /**
   * What an empty result offers besides the "no products found" message, given what was searched
   * for.
   */
  renderNoResultsAction?: (searchText: string) => ReactNode;
};

/**
 * Product search (docs/product/web-app.md#screens): one box that searches while typing, and the
 * results below it. The search lives in the URL (`/search?q=…`). An empty search lists all
 * the company's products by name: a worker can browse a short list, and the first page of a
 * long one costs the server no more than a search. What other features add to it (asking for
 * a product that is not there) comes in through the props, as features do not import each
 * other.
 */
export function SearchScreen({ actions, renderNoResultsAction }: SearchScreenProps) {
  const { t } = useTranslation('products');
  const { text, setText, query, submit } = useSearchText();
  const search = useProductSearch(query);
  const isSearching = search.isFetching && !search.isFetchingNextPage;

  return (
    <Screen
      title={t('search.title')}
      actions={
        <>
          {actions}
          <ImportSdsLink />
          <NewProductLink />
        </>
      }
    >
      <SearchBox text={text} onTextChange={setText} onSubmit={submit} isSearching={isSearching} />
      <SearchResults query={query} search={search} renderNoResultsAction={renderNoResultsAction} />
    </Screen>
  );
}
