import { useTranslation } from 'react-i18next';

type ListPagerProps = { page: number; pageCount: number; onPage: (page: number) => void };

/**
 * Previous and Next with "Page 2 of 4" between them, under a paged list (the companies, the
 * feedback); nothing when everything fits on one page.
 */
export function ListPager({ page, pageCount, onPage }: ListPagerProps) {
  const { t } = useTranslation('admin');
  if (pageCount <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t('companies.pages')}>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
      >
        {t('companies.previous')}
      </button>
      <span className="admin-pager__where">
        {t('companies.pageOf', { page, pages: pageCount })}
      </span>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => onPage(page + 1)}
        disabled={page >= pageCount}
      >
        {t('companies.next')}
      </button>
    </nav>
  );
}
