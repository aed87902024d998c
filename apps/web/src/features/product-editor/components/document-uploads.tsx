import type { DocumentKind, Product, ProductDocument } from '@sds/contract';
import { useTranslation } from 'react-i18next';
import { RemoveIcon } from '../../../components/ui/edit-icons.tsx';
import { FileIcon } from '../../../components/ui/screen-icons.tsx';
import { UploadDropZone } from '../../../components/ui/upload-drop-zone.tsx';
import { useRemoveProductDocument } from '../api/remove-product-document.ts';
import { UploadProgressList } from './upload-progress-list.tsx';
import { useDocumentUploads } from './use-document-uploads.ts';
import './document-uploads.css';

/**
 * What the server recognises as an image (docs/product/documents.md#stored-documents); never SVG.
 */
const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

type RemoveDocument = (document: ProductDocument) => void;

/** The current SDS pdf: its name, a link that opens it, and Remove. */
function CurrentPdf({ pdf, onRemove }: { pdf: ProductDocument; onRemove: RemoveDocument }) {
  const { t } = useTranslation('editor');
  return (
    <div className="current-pdf">
      <FileIcon width={24} height={24} className="current-pdf__icon" />
      <a href={pdf.url} target="_blank" rel="noopener" className="current-pdf__name">
        {pdf.fileName}
      </a>
      <button
        type="button"
        className="editor-icon-button"
        onClick={() => onRemove(pdf)}
        aria-label={t('documents.removeSds')}
        title={t('documents.removeSds')}
      >
        <RemoveIcon width={18} height={18} />
      </button>
    </div>
  );
}

/** The product's images as thumbnails, each with its own Remove. */
function CurrentImages({
  images,
  onRemove,
}: {
  images: ProductDocument[];
  onRemove: RemoveDocument;
}) {
  const { t } = useTranslation('editor');
  return (
    <ul className="current-images">
      {images.map((image) => (
        <li key={image.reference} className="current-images__item">
          <img src={image.url} alt={t('documents.imageAlt', { file: image.fileName })} />
          <button
            type="button"
            className="editor-icon-button current-images__remove"
            onClick={() => onRemove(image)}
            aria-label={t('documents.removeImage', { file: image.fileName })}
            title={t('documents.removeImage', { file: image.fileName })}
          >
            <RemoveIcon width={18} height={18} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The product's SDS pdf and images: what it has now (each removable) and a drop area with a
 * file button for more, each file with its progress. A new pdf replaces the current one.
 */
export function DocumentUploads({ product }: { product: Product }) {
  const { t } = useTranslation('editor');
  const { uploads, upload } = useDocumentUploads(product.id);
  const removal = useRemoveProductDocument();
  const pdf = product.documents.find((document) => document.kind === 'pdf');
  const images = product.documents.filter((document) => document.kind === 'image');
  const uploadsOf = (kind: DocumentKind) => uploads.filter((item) => item.kind === kind);
  const remove: RemoveDocument = (document) =>
    removal.mutate({ id: product.id, kind: document.kind, reference: document.reference });

  return (
    <div className="document-uploads">
      <div className="document-uploads__part">
        <h3 className="document-uploads__title">{t('documents.sds')}</h3>
        {pdf ? (
          <CurrentPdf pdf={pdf} onRemove={remove} />
        ) : (
          <p className="field__hint">{t('documents.noSds')}</p>
        )}
        <UploadDropZone
          dropLabel={t('documents.dropPdf')}
          orLabel={t('documents.or')}
          buttonLabel={t('documents.choosePdf')}
          hint={pdf ? t('documents.replaceHint') : undefined}
          accept="application/pdf"
          onFiles={(files) => void upload('pdf', files)}
        />
        <UploadProgressList uploads={uploadsOf('pdf')} />
      </div>
      <div className="document-uploads__part">
        <h3 className="document-uploads__title">{t('documents.images')}</h3>
        {images.length > 0 ? (
          <CurrentImages images={images} onRemove={remove} />
        ) : (
          <p className="field__hint">{t('documents.noImages')}</p>
        )}
        <UploadDropZone
          dropLabel={t('documents.dropImages')}
          orLabel={t('documents.or')}
          buttonLabel={t('documents.chooseImages')}
          accept={IMAGE_TYPES}
          isMultiple
          onFiles={(files) => void upload('image', files)}
        />
        <UploadProgressList uploads={uploadsOf('image')} />
      </div>
      {removal.isError ? (
        <p className="field__error" role="alert">
          {t('documents.removeFailed')}
        </p>
      ) : null}
    </div>
  );
}
