import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Notice } from '../../../../components/ui/notice.tsx';
import { Screen } from '../../../../components/ui/screen.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { COMPANY_PAGE_SIZE, useCompanyList } from '../../api/list-companies.ts';
import { formatCount, formatDay } from '../shared/admin-format.ts';
import { LoadFailed } from '../shared/load-failed.tsx';
import { LoadingText } from '../../../../components/ui/lazy-texts.tsx';
import { ListPager } from '../shared/list-pager.tsx';

/** How long typing pauses before the list is asked again. */
const SEARCH_DELAY_MS = 300;

/**
 * The search lives in the address (`?search=…&page=…`), so Back from a company returns to the
 * same list. Typing updates it after a short pause, replacing the history entry rather than
 * adding one per letter.
 */
function useListAddress() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => {
      const next = new URLSearchParams();
      if (typed.trim()) next.set('search', typed.trim());
      setParams(next, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search, setParams]);
  const goToPage = (nextPage: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(nextPage));
    setParams(next);
  };
  return { search, page, typed, setTyped, goToPage };
}

/**
 * Every company of the portal (Admin), searched by name and paged; each opens that company's
 * administration. How many were found is said in a live region, so it is heard while typing.
 */
export function CompanyListScreen() {
  const { t, i18n } = useTranslation('admin');
  const searchId = useId();
  const { search, page, typed, setTyped, goToPage } = useListAddress();
  const companies = useCompanyList({ search, page });
  const total = companies.data?.total ?? 0;

  let summary = '';
  if (companies.data) {
    if (total === 0) summary = search ? t('companies.noneMatch', { search }) : t('companies.none');
    else
      summary = t('companies.found', { count: total, number: formatCount(total, i18n.language) });
  }

  return (
    <Screen title={t('companies.title')} intro={t('companies.intro')}>
      <form className="admin-search" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId} className="field__label">
          {t('companies.searchLabel')}
        </label>
        <input
          id={searchId}
          type="search"
          className="input"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </form>
      <p className="admin-result-summary" role="status">
        {summary}
      </p>
      {companies.isError && !companies.data ? (
        <LoadFailed
          title={t('companies.loadFailed')}
          error={companies.error}
          onRetry={() => void companies.refetch()}
        />
      ) : null}
      {companies.isPending ? <LoadingText /> : null}
      {companies.data && total === 0 && search ? (
        <Notice title={t('companies.noneMatch', { search })} isAnnounced={false}>
          {t('companies.noneMatchHint')}
        </Notice>
      ) : null}
      {companies.data && companies.data.items.length > 0 ? (
        <ul
          className="stacked-list company-list"
          aria-busy={companies.isPlaceholderData || undefined}
        >
          {companies.data.items.map((company) => (
            <li key={company.id} className="card company-list__item">
              <Link to={adminPaths.company(company.id)} className="company-list__link">
                {company.name}
              </Link>
              <span className="admin-muted">
                {t('companies.since', {
                  date: formatDay(company.createdAt.slice(0, 10), i18n.language),
                })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <ListPager page={page} pageCount={Math.ceil(total / COMPANY_PAGE_SIZE)} onPage={goToPage} />
    </Screen>
  );
}
