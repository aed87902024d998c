import type { GeneratedDocumentType, Product } from '@sds/contract';
import { useTranslation } from 'react-i18next';
import { PrinterIcon } from '../../../components/ui/screen-icons.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { usePrintDocument } from '../api/generate-document.ts';

function PrintButton({ product, type }: { product: Product; type: GeneratedDocumentType }) {
  const { t } = useTranslation('products');
  const fileName = `${product.name} – ${t(`documents.print.${type}`)}.pdf`;
  const print = usePrintDocument(product.id, type, fileName);
  return (
    <button
      type="button"
      className="button button--secondary document-actions__button"
      disabled={print.isPending}
      aria-busy={print.isPending || undefined}
      onClick={() =>
        print.mutate(undefined, {
          onError: () => void notify(t('documents.printFailed'), { kind: 'error' }),
        })
      }
    >
      {print.isPending ? (
        <span className="button__spinner" aria-hidden="true" />
      ) : (
        <PrinterIcon width={18} height={18} />
      )}
      {t(`documents.print.${type}`)}
    </button>
  );
}

/**
 * "Print sheet" and "Print label" (issue 5): the server renders the product as a one-page
 * workplace summary or a container label with a QR code; it opens in a new tab to print.
 */
export function PrintActions({ product }: { product: Product }) {
  return (
    <div className="document-actions">
      <PrintButton product={product} type="sheet" />
      <PrintButton product={product} type="label" />
    </div>
  );
}
