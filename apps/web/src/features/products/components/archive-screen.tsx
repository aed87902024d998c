import type { ArchivedProduct } from '@sds/contract';
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
import { formatMoment } from '../../../lib/format-moment.ts';
import { archivedProductsQueryOptions } from '../api/get-product-version.ts';
import { formatRevisionDate } from './product-details.tsx';
import './product-versions.css';

function ArchivedProductEntry({ product }: { product: ArchivedProduct }) {
  const { t, i18n } = useTranslation('audit');
  return (
    <li className="card">
      <h2 className="card__title">
        <Link to={recordPaths.productVersions(product.id)} lang={product.locale}>
          {product.name}
        </Link>
      </h2>
      <p className="card__hint versions-intro">
        <span>{t('queue.articleNumber', { articleNumber: product.articleNumber })}</span>
        <span>{nativeLocaleName(product.locale)}</span>
      </p>
      <dl className="fact-list">
        <div>
          <dt>{t('archive.deleted')}</dt>
          <dd>
            {t('versions.byAt', {
              who: product.deletedBy,
              when: formatMoment(product.deletedAt, i18n.language),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('archive.keptUntil')}</dt>
          <dd>{formatRevisionDate(product.purgeAfter.slice(0, 10), i18n.language)}</dd>
        </div>
      </dl>
    </li>
  );
}

function ArchiveList() {
  const { t } = useTranslation(['audit', 'common']);
  const archived = useQuery(archivedProductsQueryOptions());
  if (archived.isPending) return <p role="status">{t('loading', { ns: 'common' })}</p>;
  if (archived.isError) return <Notice tone="error" title={t('archive.loadFailed')} />;
  if (archived.data.items.length === 0) return <Notice title={t('archive.empty')} />;
  return (
    <ul className="stacked-list">
      {archived.data.items.map((product) => (
        <ArchivedProductEntry key={product.id} product={product} />
      ))}
    </ul>
  );
}

/**
 * The archive (issue 25 point 1, decision 0061), for key users at `/archive`: the company's
 * deleted products, newest deletion first, who deleted them when and how long they are kept,
 * each opening its versions. Its texts load with it (`audit`).
 */
export function ArchiveScreen() {
  const hasTexts = useLazyNamespace('audit');
  const { t } = useTranslation('audit');
  if (!hasTexts) return <AppLoading />;
  return (
    <Screen
      title={t('archive.title')}
      intro={t('archive.intro')}
      backLink={
        <Link to={paths.audit} className="link-button link-button--icon back-link">
          <ArrowLeftIcon width={18} height={18} />
          {t('archive.toReview')}
        </Link>
      }
    >
      <ArchiveList />
    </Screen>
  );
}
