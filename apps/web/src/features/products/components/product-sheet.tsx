import type { EmergencyNumbers, Product } from '@sds/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  EditProductLink,
  ProductVersionsLink,
} from '../../../components/layout/key-user-links.tsx';
import { ArrowLeftIcon } from '../../../components/ui/screen-icons.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuthenticatedUser } from '../../../lib/authenticated-user.ts';
import { useEmergencyNumbers } from '../api/get-emergency-numbers.ts';
import { productLoadFailure, useProduct, type ProductAddress } from '../api/get-product.ts';
import type { FromSearchState } from './product-hit.tsx';
import { ProductDetails } from './product-details.tsx';
import { ProductDocuments } from './product-documents.tsx';
import { ProductFacts } from './product-facts.tsx';
import { ProductHazardLabel } from './product-hazard-label.tsx';
import { ProductEmergency } from './product-emergency.tsx';
import { isInOtherLanguage, ProductLanguageNotice } from './product-language-notice.tsx';
import { ProductLanguages } from './product-languages.tsx';
import { ProductMissingLanguages } from './product-missing-languages.tsx';
import { ProductRegulatoryFlags } from './product-regulatory-flags.tsx';
import { ProductSections, UrgentSectionLinks } from './product-sections.tsx';
import './placeholder.css';
import './product-sheet.css';

/**
 * Back to the results the sheet was opened from (history back, so the search and its
 * scroll position return), or to the search screen when the sheet was opened directly.
 */
function BackLink() {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const { state } = useLocation();
  if ((state as Partial<FromSearchState> | null)?.isFromSearch) {
    return (
      <button
        type="button"
        className="link-button link-button--icon back-link"
        onClick={() => void navigate(-1)}
      >
        <ArrowLeftIcon width={18} height={18} />
        {t('product.backToResults')}
      </button>
    );
  }
  return (
    <Link to={paths.search} className="link-button link-button--icon back-link">
      <ArrowLeftIcon width={18} height={18} />
      {t('product.toSearch')}
    </Link>
  );
}

/** The product's own content, laid out for a phone first and in two columns on a desk. */
function ProductSheetContent({
  product,
  emergencyNumbers,
}: {
  product: Product;
  emergencyNumbers: EmergencyNumbers | null;
}) {
  const { t, i18n } = useTranslation('products');
  // A sheet in another language says so at its top, with the product's other languages there.
  const isForeign = isInOtherLanguage(product, i18n.language);
  const ownCompanyId = useAuthenticatedUser()?.companyId;
  const isApproved = product.reviewStatus === 'Approved';
  // Another company's product, seen through a subscription: whose it is (issue 11).
  const isShared = ownCompanyId !== undefined && product.companyId !== ownCompanyId;
  return (
    <Screen
      title={product.name}
      titleLang={product.locale}
      backLink={<BackLink />}
      // The publisher edits its own products; a subscriber's key user can only read them.
      actions={
        isShared ? null : (
          <>
            <ProductVersionsLink productId={product.id} />
            <EditProductLink productId={product.id} />
          </>
        )
      }
      intro={
        <>
          <span className={isShared ? 'sheet-company sheet-company--shared' : 'sheet-company'}>
            {isShared ? (
              t('product.sharedBy', { company: product.companyName })
            ) : (
              <bdi>{product.companyName}</bdi>
            )}
          </span>
          {isApproved ? null : (
            <span className="sheet-review-status">
              {t('product.reviewStatus', { status: t(`reviewStatus.${product.reviewStatus}`) })}
            </span>
          )}
          {/* Only key users' reads say so (decision 0065). */}
          {product.isDueForReview ? (
            <span className="sheet-review-status">{t('product.dueForReview')}</span>
          ) : null}
        </>
      }
    >
      <div className="product-sheet">
        <ProductLanguageNotice product={product} />
        <div className="product-sheet__summary">
          <ProductHazardLabel product={product} />
          <UrgentSectionLinks />
          <ProductEmergency product={product} company={emergencyNumbers} />
          <ProductRegulatoryFlags product={product} />
          <ProductFacts product={product} withoutPhone />
          {product.imageUrl ? (
            <img
              className="sheet-image"
              src={product.imageUrl}
              alt={t('documents.mainImageAlt', { name: product.name })}
            />
          ) : null}
          {isForeign ? null : <ProductLanguages product={product} />}
          <ProductMissingLanguages product={product} />
          <ProductDocuments product={product} />
        </div>
        <div className="product-sheet__main">
          <ProductSections product={product} />
          <ProductDetails product={product} />
        </div>
      </div>
    </Screen>
  );
}

/** Grey shapes of the sheet while it loads; the status says so to screen readers. */
function ProductSheetLoading() {
  const { t } = useTranslation(['products', 'common']);
  return (
    <Screen title={t('product.title')} backLink={<BackLink />}>
      <div className="product-sheet" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('loading', { ns: 'common' })}
        </p>
        <div className="product-sheet__summary" aria-hidden="true">
          <span className="placeholder-block placeholder-block--label" />
          <span className="placeholder-block" />
        </div>
        <div className="product-sheet__main" aria-hidden="true">
          <span className="placeholder-block placeholder-block--tall" />
          <span className="placeholder-block placeholder-block--tall" />
        </div>
      </div>
    </Screen>
  );
}

type ProductSheetErrorProps = {
  kind: 'not-found' | 'unavailable';
  onRetry?: () => void;
  isRetrying?: boolean;
};

/**
 * The message (docs/product/web-app.md#messages) for a sheet that did not load; see
 * `productLoadFailure` for which.
 */
export function ProductSheetError({ kind, onRetry, isRetrying = false }: ProductSheetErrorProps) {
  const { t } = useTranslation(['products', 'common']);
  const isNotFound = kind === 'not-found';
  return (
    <Screen title={t('product.title')} backLink={<BackLink />}>
      <Notice
        tone="error"
        title={isNotFound ? t('product.loadFailed') : t('product.detailLoadFailed')}
      >
        <p>{isNotFound ? t('product.loadFailedHint') : t('product.detailLoadFailedHint')}</p>
        <div className="error-actions">
          {onRetry && !isNotFound ? (
            <button
              type="button"
              className="button button--primary"
              onClick={onRetry}
              disabled={isRetrying}
              aria-busy={isRetrying || undefined}
            >
              {isRetrying ? <span className="button__spinner" aria-hidden="true" /> : null}
              {t('actions.retry', { ns: 'common' })}
            </button>
          ) : null}
          <Link to={paths.search} className="button button--secondary">
            {t('product.toSearch')}
          </Link>
        </div>
      </Notice>
    </Screen>
  );
}

/**
 * The product sheet (docs/product/web-app.md#screens) of the product at `address`: company name,
 * signal word, pictograms, transport facts, the eleven sections, its languages and its
 * document details; or the fixed message (docs/product/web-app.md#messages) when it cannot be
 * shown.
 */
export function ProductSheet({ address }: { address: ProductAddress }) {
  const product = useProduct(address);
  // Asked beside the product, not after it: the emergency block is laid out once, with its
  // numbers, and nothing below it moves (decision 0048). A failed call shows the sheet without.
  const emergencyNumbers = useEmergencyNumbers();
  if (product.isPending) return <ProductSheetLoading />;
  if (product.isError) {
    const kind = productLoadFailure(product.error);
    return (
      <ProductSheetError
        kind={kind}
        onRetry={() => void product.refetch()}
        isRetrying={product.isFetching}
      />
    );
  }
  // Waits only while they are first on their way: not offline, nor once they have failed (a
  // failed query asks again when the language changes; the sheet stays and shows without them).
  const waitsForNumbers =
    emergencyNumbers.isPending &&
    emergencyNumbers.fetchStatus === 'fetching' &&
    emergencyNumbers.errorUpdateCount === 0;
  if (waitsForNumbers) {
    return <ProductSheetLoading />;
  }
  return (
    <ProductSheetContent product={product.data} emergencyNumbers={emergencyNumbers.data ?? null} />
  );
}
