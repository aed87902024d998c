import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice.tsx';
import { productVersionQueryOptions } from '../api/get-product-version.ts';
import { ProductFacts } from './product-facts.tsx';
import { ProductHazardLabel } from './product-hazard-label.tsx';
import { ProductSections } from './product-sections.tsx';
import { useVersionLabel } from './version-list.tsx';

type VersionContentProps = {
  productId: string;
  revisionId: string;
  /** Whether the reader chose this version (focus then moves to its heading). */
  isChosen: boolean;
};

/**
 * One version's content, read-only, with the sheet's own parts: name, signal word and
 * pictograms, transport and composition facts, the sections with their H and P statements.
 */
export function VersionContent({ productId, revisionId, isChosen }: VersionContentProps) {
  const { t } = useTranslation(['audit', 'common']);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const versionLabel = useVersionLabel();
  const version = useQuery(productVersionQueryOptions(productId, revisionId));
  useEffect(() => {
    if (isChosen) heading.current?.focus();
  }, [isChosen, revisionId]);
  return (
    <section className="screen-section version-content" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="screen-section__title">
        {version.data
          ? t('versions.contentTitle', { version: versionLabel(version.data) })
          : t('versions.contentTitle', { version: '…' })}
      </h2>
      {version.isPending ? <p role="status">{t('loading', { ns: 'common' })}</p> : null}
      {version.isError ? <Notice tone="error" title={t('versions.contentLoadFailed')} /> : null}
      {version.data ? (
        <div className="version-content__body">
          <p className="version-content__name" lang={version.data.locale}>
            {version.data.name}
          </p>
          <ProductHazardLabel product={version.data} />
          <ProductFacts product={version.data} />
          <ProductSections product={version.data} />
        </div>
      ) : null}
    </section>
  );
}
