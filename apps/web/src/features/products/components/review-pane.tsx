import type { ReactNode } from 'react';
import type { Product } from '@sds/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductVersionsLink } from '../../../components/layout/key-user-links.tsx';
import { ArrowLeftIcon, FileIcon } from '../../../components/ui/screen-icons.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { paths } from '../../../config/paths.ts';
import { nativeLocaleName } from '../../../i18n/locale-names.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { productLoadFailure, useProduct } from '../api/get-product.ts';
import { ProductDetails } from './product-details.tsx';
import { ProductDocuments } from './product-documents.tsx';
import { ProductFacts } from './product-facts.tsx';
import { ProductHazardLabel } from './product-hazard-label.tsx';
import { ProductSections } from './product-sections.tsx';
import { DecisionBar } from './review-decision-bar.tsx';
import type { OnDecide } from './review-group.tsx';
import { ReviewHistory } from './review-history.tsx';
import { SafetyDataSheetFrame } from './review-pdf-frame.tsx';
import { reviewStatusLabel, ReviewStatusBadge } from './review-status-badge.tsx';
import { ChangesSinceApproved } from './version-changes.tsx';
import './product-sheet.css';
import './review-pane.css';

/** Wide enough for the sheet and the pdf side by side (the sheet's own two-column width). */
const SIDE_BY_SIDE = '(min-width: 64rem)';

type ReviewPaneProps = {
  productId: string;
  onDecide: OnDecide;
  onBack: () => void;
  /** More about the product from other features (asking its supplier for a current SDS). */
  extras?: ((productId: string) => ReactNode) | undefined;
};

function BackToQueue({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('audit');
  return (
    <Link
      to={paths.audit}
      className="link-button link-button--icon back-link"
      onClick={(event) => {
        event.preventDefault();
        onBack();
      }}
    >
      <ArrowLeftIcon width={18} height={18} />
      {t('pane.back')}
    </Link>
  );
}

/** Status, language, supplier and article number under the product's name. */
function PaneIntro({ product }: { product: Product }) {
  const { t } = useTranslation('audit');
  return (
    <span className="review-pane__intro">
      <ReviewStatusBadge status={product.reviewStatus} />
      <span>{nativeLocaleName(product.locale)}</span>
      <span>{product.supplier}</span>
      <span>{t('queue.articleNumber', { articleNumber: product.articleNumber })}</span>
    </span>
  );
}

/**
 * A product under review: its sheet (label, facts, documents, the eleven sections, details)
 * and its decision history, with the supplier's SDS pdf beside it on a desk so the two can be
 * compared line by line. A phone stacks them and opens the pdf in its own viewer: phones show
 * no pdf inside a page.
 */
function ReviewPaneBody({
  product,
  onDecide,
  extras,
}: {
  product: Product;
  onDecide: OnDecide;
  extras: ReviewPaneProps['extras'];
}) {
  const { t } = useTranslation('audit');
  const isSideBySide = useMediaQuery(SIDE_BY_SIDE, true);
  const pdf = product.documents.find((document) => document.kind === 'pdf');
  return (
    <div className="review-pane">
      <div className="review-pane__sheet">
        {product.reviewStatus === 'InReview' ? (
          <DecisionBar product={product} onDecide={onDecide} />
        ) : (
          <Notice
            title={t('pane.notInReview', { status: reviewStatusLabel(product.reviewStatus, t) })}
          />
        )}
        {pdf && !isSideBySide ? (
          <a
            className="button button--secondary review-pane__open-pdf"
            href={pdf.url}
            target="_blank"
            rel="noopener"
          >
            <FileIcon width={20} height={20} />
            {t('pane.openPdf')}
          </a>
        ) : null}
        <ProductHazardLabel product={product} />
        <ProductFacts product={product} />
        <ProductDocuments product={product} isViewerOffered={false} />
        {/* Before the long sections: what was decided earlier, and why, guides this review. */}
        <ReviewHistory productId={product.id} />
        {extras?.(product.id)}
        <div>
          <ProductVersionsLink productId={product.id} />
        </div>
        <ChangesSinceApproved productId={product.id} />
        <ProductSections product={product} />
        <ProductDetails product={product} />
      </div>
      {isSideBySide ? <SafetyDataSheetFrame product={product} pdf={pdf} /> : null}
    </div>
  );
}

/**
 * Why the product cannot be shown: the two messages of docs/product/web-app.md#messages, with Try
 * again where it helps.
 */
function PaneLoadFailed({
  error,
  onRetry,
  isRetrying,
}: {
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const { t } = useTranslation(['products', 'common']);
  const isNotFound = productLoadFailure(error) === 'not-found';
  return (
    <Notice tone="error" title={t(isNotFound ? 'product.loadFailed' : 'product.detailLoadFailed')}>
      {isNotFound ? null : (
        <div className="error-actions">
          <button
            type="button"
            className="button button--primary"
            onClick={onRetry}
            disabled={isRetrying}
            aria-busy={isRetrying || undefined}
          >
            {t('actions.retry', { ns: 'common' })}
          </button>
        </div>
      )}
    </Notice>
  );
}

/**
 * The review pane of `productId` (`/audit?review=…`). Every state renders the same Screen, so
 * the heading that got focus while the product loaded keeps it when the product arrives.
 */
export function ReviewPane({ productId, onDecide, onBack, extras }: ReviewPaneProps) {
  const { t } = useTranslation(['products', 'common']);
  const product = useProduct({ by: 'id', id: productId });
  const back = <BackToQueue onBack={onBack} />;
  if (product.data) {
    return (
      <Screen
        title={product.data.name}
        titleLang={product.data.locale}
        backLink={back}
        intro={<PaneIntro product={product.data} />}
      >
        <ReviewPaneBody product={product.data} onDecide={onDecide} extras={extras} />
      </Screen>
    );
  }
  return (
    <Screen title={t('product.title')} backLink={back}>
      {product.isError ? (
        <PaneLoadFailed
          error={product.error}
          onRetry={() => void product.refetch()}
          isRetrying={product.isFetching}
        />
      ) : (
        <p role="status">{t('loading', { ns: 'common' })}</p>
      )}
    </Screen>
  );
}
