import type { ReactNode } from 'react';
import type { DueForReviewItem } from '@sds/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppLoading } from '../../../components/layout/app-layout.tsx';
import { ArrowLeftIcon } from '../../../components/ui/screen-icons.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { paths } from '../../../config/paths.ts';
import { recordPaths } from '../../../config/record-paths.ts';
import { nativeLocaleName } from '../../../i18n/locale-names.ts';
import { useLazyNamespace } from '../../../i18n/lazy-catalogues.ts';
import { dueForReviewQueryOptions } from '../api/get-due-for-review.ts';
import { formatRevisionDate } from './product-details.tsx';
import './product-versions.css';

const DAYS_PER_YEAR = 365.25;

/** An age in years in the reader's language (`4.2 years`), from whole days. */
function formatAge(days: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'year',
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(days / DAYS_PER_YEAR);
}

type ProductExtras = ((productId: string) => ReactNode) | undefined;

function DueSheet({ item, extras }: { item: DueForReviewItem; extras: ProductExtras }) {
  const { t, i18n } = useTranslation('audit');
  return (
    <li className="card">
      <h2 className="card__title">
        <Link to={paths.productById(item.id)} lang={item.locale}>
          {item.name}
        </Link>
      </h2>
      <p className="card__hint versions-intro">
        <span>{t('queue.articleNumber', { articleNumber: item.articleNumber })}</span>
        <span>{nativeLocaleName(item.locale)}</span>
        {item.supplier ? <bdi>{item.supplier}</bdi> : null}
      </p>
      <p>
        {item.revisionDate === null || item.ageDays === null
          ? t('due.noRevisionDate')
          : t('due.revised', {
              date: formatRevisionDate(item.revisionDate, i18n.language),
              age: formatAge(item.ageDays, i18n.language),
            })}
      </p>
      {extras?.(item.id)}
    </li>
  );
}

function DueList({ extras }: { extras: ProductExtras }) {
  const { t, i18n } = useTranslation(['audit', 'common']);
  const due = useQuery(dueForReviewQueryOptions());
  if (due.isPending) return <p role="status">{t('loading', { ns: 'common' })}</p>;
  if (due.isError) return <Notice tone="error" title={t('due.loadFailed')} />;
  const { items, total, dueBefore } = due.data;
  const before = formatRevisionDate(dueBefore, i18n.language);
  return (
    <>
      <p>{t('due.limit', { date: before })}</p>
      {items.length === 0 ? (
        <Notice title={t('due.empty')} />
      ) : (
        <>
          {total > items.length ? (
            <p role="note">{t('due.oldestShown', { shown: items.length, total })}</p>
          ) : null}
          <ul className="stacked-list">
            {items.map((item) => (
              <DueSheet key={item.id} item={item} extras={extras} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/**
 * The sheets due for review (issue 25 point 3, decision 0065), for key users at
 * `/audit/due-for-review`: the company's products whose approved version's revision date is
 * older than its limit, those without one first, then the oldest, each opening its sheet. Its
 * texts load with it (`audit`).
 */
export function DueForReviewScreen({
  productExtras,
}: {
  /** More for each sheet from other features (asking its supplier for a current one). */
  productExtras?: ProductExtras;
}) {
  const hasTexts = useLazyNamespace('audit');
  const { t } = useTranslation('audit');
  if (!hasTexts) return <AppLoading />;
  return (
    <Screen
      title={t('due.title')}
      intro={t('due.intro')}
      backLink={
        <Link to={paths.audit} className="link-button link-button--icon back-link">
          <ArrowLeftIcon width={18} height={18} />
          {t('archive.toReview')}
        </Link>
      }
    >
      <p>
        <Link to={recordPaths.suppliers}>{t('suppliers.title')}</Link>
      </p>
      <DueList extras={productExtras} />
    </Screen>
  );
}
