import type { ProductVersionDetail } from '@sds/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AppLoading } from '../../../components/layout/app-layout.tsx';
import { ArrowLeftIcon } from '../../../components/ui/screen-icons.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { paths } from '../../../config/paths.ts';
import { recordPaths } from '../../../config/record-paths.ts';
import { nativeLocaleName } from '../../../i18n/locale-names.ts';
import { useLazyNamespace } from '../../../i18n/lazy-catalogues.ts';
import { productVersionQueryOptions } from '../api/get-product-version.ts';
import { productVersionsQueryOptions } from '../api/get-product-versions.ts';
import { CompareVersions } from './version-comparison.tsx';
import { VersionContent } from './version-content.tsx';
import { VERSION_PARAMETER, VersionList } from './version-list.tsx';
import './product-versions.css';

/** Back to the product's sheet, or to the archive for a deleted product. */
function BackLink({ productId, isArchived }: { productId: string; isArchived: boolean }) {
  const { t } = useTranslation('audit');
  return (
    <Link
      to={isArchived ? recordPaths.archive : paths.productById(productId)}
      className="link-button link-button--icon back-link"
    >
      <ArrowLeftIcon width={18} height={18} />
      {isArchived ? t('versions.toArchive') : t('versions.toProduct')}
    </Link>
  );
}

/** Name, article number and language of the product, from its newest version. */
function ProductIdentity({ newest }: { newest: ProductVersionDetail }) {
  const { t } = useTranslation('audit');
  return (
    <span className="versions-intro">
      <bdi lang={newest.locale}>{newest.name}</bdi>
      <span>{t('queue.articleNumber', { articleNumber: newest.articleNumber })}</span>
      <span>{nativeLocaleName(newest.locale)}</span>
    </span>
  );
}

function VersionsScreen({ productId }: { productId: string }) {
  const { t } = useTranslation(['audit', 'common']);
  const [searchParams] = useSearchParams();
  const chosenId = searchParams.get(VERSION_PARAMETER);
  const versions = useQuery(productVersionsQueryOptions(productId));
  const items = versions.data?.items ?? [];
  const newestId = items[0]?.id ?? '';
  const newest = useQuery({
    ...productVersionQueryOptions(productId, newestId),
    enabled: newestId !== '',
  });
  const selected = items.find((version) => version.id === chosenId) ?? items[0];
  const isArchived = newest.data?.isArchived ?? false;
  return (
    <Screen
      title={t('versions.title')}
      backLink={<BackLink productId={productId} isArchived={isArchived} />}
      intro={newest.data ? <ProductIdentity newest={newest.data} /> : undefined}
    >
      {isArchived ? <Notice title={t('versions.archived')} isAnnounced={false} /> : null}
      {versions.isPending ? <p role="status">{t('loading', { ns: 'common' })}</p> : null}
      {versions.isError ? <Notice tone="error" title={t('versions.loadFailed')} /> : null}
      {items.length > 0 ? (
        <div className="versions-layout">
          <VersionList versions={items} selectedId={selected?.id ?? null} />
          {selected ? (
            <div className="versions-chosen">
              <CompareVersions productId={productId} versions={items} selected={selected} />
              <VersionContent
                productId={productId}
                revisionId={selected.id}
                isChosen={selected.id === chosenId}
              />
            </div>
          ) : null}
        </div>
      ) : null}
    </Screen>
  );
}

/**
 * A product's versions (issue 25 point 1, decision 0061), for key users at
 * `/product/:id/versions[?version=<revision id>]`: every version newest first with its state,
 * who approved it when, and its own SDS pdf; beside it on a desk (below on a phone), what changed
 * between the chosen version and the one before it or any other (`?compare=`), then its content.
 * Works for a deleted product too, from the archive. Its texts load with it (`audit`).
 */
export function ProductVersionsScreen({ productId }: { productId: string }) {
  const hasTexts = useLazyNamespace('audit');
  return hasTexts ? <VersionsScreen productId={productId} /> : <AppLoading />;
}
