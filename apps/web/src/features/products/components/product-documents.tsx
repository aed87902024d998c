import * as Dialog from '@radix-ui/react-dialog';
import type { Product, ProductDocument } from '@sds/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon, FileIcon } from '../../../components/ui/screen-icons.tsx';
import { useStoredPdfUrl } from '../../../lib/offline-pack.ts';
import '../../../components/ui/dialog.css';
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
  productId: string;
  pdf: ProductDocument;
  productName: string;
  /** Whether to offer the view in the page (on a desk); not where the page shows it already. */
  isViewerOffered: boolean;
};

type PdfViewerProps = { pdf: ProductDocument; productName: string };

/**
 * The SDS over the page, as wide and tall as the window allows (issue 23: in the sheet's side
 * column it was squeezed to about 330 px): Radix Dialog, titled, Escape or Hide closes it and
 * focus goes back to "Show here".
 */
function PdfViewer({ pdf, productName }: PdfViewerProps) {
  const { t } = useTranslation('products');
  const title = t('documents.viewerTitle', { name: productName });
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="dialog-overlay" />
      <Dialog.Content className="dialog sds-viewer" aria-describedby={undefined}>
        <div className="sds-viewer__header">
          <Dialog.Title className="dialog__title">{title}</Dialog.Title>
          <Dialog.Close className="button button--secondary">
            {t('documents.hideViewer')}
          </Dialog.Close>
        </div>
        <iframe className="sds-viewer__frame" src={pdf.url} title={title} />
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/**
 * The supplier's SDS: name and size, open (new tab), save, and on a desk a view in the page.
 * Without a network, the copy the device keeps in its offline pack, when its user chose so.
 */
function SafetyDataSheet({ productId, pdf, productName, isViewerOffered }: SafetyDataSheetProps) {
  const { t, i18n } = useTranslation('products');
  const [isViewing, setIsViewing] = useState(false);
  const storedUrl = useStoredPdfUrl(productId, pdf.reference);
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
          href={storedUrl ?? pdf.url}
          target="_blank"
          rel="noopener"
        >
          {t('documents.open')}
        </a>
        <a
          className="button button--secondary document-actions__button"
          href={storedUrl ?? pdf.downloadUrl}
          download={pdf.fileName}
        >
          <DownloadIcon width={18} height={18} />
          {t('documents.download')}
        </a>
        {/* The page's CSP lets frames show the server's files, not the device's copy. */}
        {isViewerOffered && !storedUrl ? (
          <Dialog.Root open={isViewing} onOpenChange={setIsViewing}>
            <Dialog.Trigger className="button button--secondary document-actions__button sds-file__view-toggle">
              {t('documents.showViewer')}
            </Dialog.Trigger>
            {isViewing ? <PdfViewer pdf={pdf} productName={productName} /> : null}
          </Dialog.Root>
        ) : null}
      </div>
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
        <SafetyDataSheet
          productId={product.id}
          pdf={pdf}
          productName={product.name}
          isViewerOffered={isViewerOffered}
        />
      ) : (
        <p className="product-documents__none">{t('documents.noSds')}</p>
      )}
      {images.length > 0 ? <ProductImages images={images} productName={product.name} /> : null}
      <PrintActions product={product} />
    </section>
  );
}
