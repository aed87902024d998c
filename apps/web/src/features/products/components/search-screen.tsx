import { useTranslation } from 'react-i18next';
import { ImportSdsLink, NewProductLink } from '../../../components/layout/key-user-links.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { useProductSearch } from '../api/search-products.ts';
import { SearchBox } from './search-box.tsx';
import { SearchResults } from './search-results.tsx';
import { useSearchText } from './use-search-text.ts';
import './placeholder.css';
import './search.css';

/**
 * Product search (SPEC §2 "Search product"): one box that searches while typing, and the
 * results below it. The search lives in the URL (`/search?q=…`). An empty search lists all
 * the company's products by name: a worker can browse a short list, and the first page of a
 * long one costs the server no more than a search.
 */
export function SearchScreen() {
  const { t } = useTranslation('products');
  const { text, setText, query, submit } = useSearchText();
  const search = useProductSearch(query);
  const isSearching = search.isFetching && !search.isFetchingNextPage;

  return (
    <Screen
      title={t('search.title')}
      actions={
        <>
          <ImportSdsLink />
          <NewProductLink />
        </>
      }
    >
      <SearchBox text={text} onTextChange={setText} onSubmit={submit} isSearching={isSearching} />
      <SearchResults query={query} search={search} />
    </Screen>
  );
}
