import type { Product, ProductDocument } from '@sds/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon, FileIcon } from '../../../components/ui/screen-icons.tsx';
import { PrintActions } from './print-actions.tsx';
import './product-documents.css';

/** A file size the way the reader writes numbers: `412 kB`, `1.4 MB`. */
export function formatFileSize(bytes: number, language: string): string {
  const isLarge = bytes >= 1_000_000;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: isLarge ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: isLarge ? 1 : 0,
  }).format(isLarge ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1000)));
}

type SafetyDataSheetProps = {
  pdf: ProductDocument;
  productName: string;
  /** Whether to offer the view in the page (on a desk); not where the page shows it already. */
  isViewerOffered: boolean;
};

/** The supplier's SDS: name and size, open (new tab), save, and on a desk a view in the page. */
function SafetyDataSheet({ pdf, productName, isViewerOffered }: SafetyDataSheetProps) {
  const { t, i18n } = useTranslation('products');
  const [isViewing, setIsViewing] = useState(false);
  const viewerId = useId();
  return (
    <div className="sds-file">
      <div className="sds-file__summary">
        <FileIcon className="sds-file__icon" width={28} height={28} />
        <div className="sds-file__name">
          <span>{t('documents.sds')}</span>
          <span className="sds-file__meta">
            {pdf.fileName} · {formatFileSize(pdf.sizeBytes, i18n.language)}
          </span>
        </div>
      </div>
      <div className="document-actions">
        <a
          className="button button--primary document-actions__button"
          href={pdf.url}
          target="_blank"
          rel="noopener"
        >
          {t('documents.open')}
        </a>
        <a
          className="button button--secondary document-actions__button"
          href={pdf.downloadUrl}
          download={pdf.fileName}
        >
          <DownloadIcon width={18} height={18} />
          {t('documents.download')}
        </a>
        {isViewerOffered ? (
          <button
            type="button"
            className="button button--secondary document-actions__button sds-file__view-toggle"
            aria-expanded={isViewing}
            aria-controls={viewerId}
            onClick={() => setIsViewing((shown) => !shown)}
          >
            {isViewing ? t('documents.hideViewer') : t('documents.showViewer')}
          </button>
        ) : null}
      </div>
      {isViewerOffered ? (
        <div id={viewerId} className="sds-file__viewer" hidden={!isViewing}>
          {isViewing ? (
            <iframe src={pdf.url} title={t('documents.viewerTitle', { name: productName })} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The product's photos as thumbnails, each opening at full size. */
function ProductImages({
  images,
  productName,
}: {
  images: ProductDocument[];
  productName: string;
}) {
  const { t } = useTranslation('products');
  return (
    <ul className="product-images" aria-label={t('documents.images')}>
      {images.map((image) => (
        <li key={image.reference}>
          <a href={image.url} target="_blank" rel="noopener" className="product-images__link">
            <img
              src={image.url}
              alt={t('documents.imageAlt', { name: productName, file: image.fileName })}
              loading="lazy"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

type ProductDocumentsProps = {
  product: Product;
  /** False where the page shows the SDS beside the sheet already (the review pane). */
  isViewerOffered?: boolean;
};

/**
 * "Documents" on the sheet (issue 5): the supplier's SDS pdf, the product's images, and the
 * documents the portal prints from the product. Links are signed and short-lived
 * (docs/product/documents.md#signed-links).
 */
export function ProductDocuments({ product, isViewerOffered = true }: ProductDocumentsProps) {
  const { t } = useTranslation('products');
  const headingId = useId();
  const pdf = product.documents.find((document) => document.kind === 'pdf');
  const images = product.documents.filter((document) => document.kind === 'image');
  return (
    <section className="screen-section screen-section--panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="screen-section__title">
        {t('documents.title')}
      </h2>
      {pdf ? (
        <SafetyDataSheet pdf={pdf} productName={product.name} isViewerOffered={isViewerOffered} />
      ) : (
        <p className="product-documents__none">{t('documents.noSds')}</p>
      )}
      {images.length > 0 ? <ProductImages images={images} productName={product.name} /> : null}
      <PrintActions product={product} />
    </section>
  );
}
