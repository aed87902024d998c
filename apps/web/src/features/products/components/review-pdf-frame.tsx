import type { Product, ProductDocument } from '@sds/contract';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice.tsx';

/**
 * The pdf's address for a frame beside the sheet: PDF open parameters ask the browser's viewer
 * for the page at full width without its thumbnail pane, which would halve a narrow frame.
 */
export const framedPdfUrl = (url: string) => `${url}#navpanes=0&view=FitH`;

/**
 * The supplier's SDS beside the sheet, through its signed link
 * (docs/product/documents.md#signed-links).
 */
export function SafetyDataSheetFrame({
  product,
  pdf,
}: {
  product: Product;
  pdf?: ProductDocument;
}) {
  const { t } = useTranslation(['audit', 'products']);
  return (
    <section className="review-pane__pdf" aria-label={t('documents.sds', { ns: 'products' })}>
      {pdf ? (
        <iframe
          className="review-pane__frame"
          src={framedPdfUrl(pdf.url)}
          title={t('documents.viewerTitle', { ns: 'products', name: product.name })}
        />
      ) : (
        <Notice title={t('documents.noSds', { ns: 'products' })}>{t('pane.pdfMissing')}</Notice>
      )}
    </section>
  );
}
