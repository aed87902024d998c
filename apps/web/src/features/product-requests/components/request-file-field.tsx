import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoveIcon } from '../../../components/ui/edit-icons.tsx';
import { FileIcon } from '../../../components/ui/screen-icons.tsx';
import { UploadDropZone } from '../../../components/ui/upload-drop-zone.tsx';
import { UploadProgressBar } from '../../../components/ui/upload-progress-bar.tsx';
import type { UploadProgress } from '../../../lib/upload-with-progress.ts';

/** What the file chooser offers: PDFs and XML. It only narrows the choice; the server checks. */
const SDS_FILE_TYPES = '.pdf,.xml,application/pdf,application/xml,text/xml';

type RequestFileFieldProps = {
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** How far the file is sent, while the request is on its way. */
  progress: UploadProgress | null;
  isDisabled: boolean;
};

/**
 * The SDS the requester has, if any: dropped or chosen (one file), then shown by name with
 * Remove, and with a progress bar while it is sent.
 */
export function RequestFileField({
  file,
  onFileChange,
  progress,
  isDisabled,
}: RequestFileFieldProps) {
  const { t } = useTranslation('requests');
  const headingId = useId();
  return (
    <section className="request-file" aria-labelledby={headingId}>
      <h2 id={headingId} className="field__label">
        {t('form.fileTitle')}
      </h2>
      {file ? (
        <div className="request-file__chosen">
          <p className="request-file__name">
            <FileIcon width={20} height={20} className="request-file__icon" />
            <span>{t('form.fileChosen', { file: file.name })}</span>
          </p>
          <button
            type="button"
            className="button button--secondary request-file__remove"
            aria-label={t('form.fileRemoveLabel', { file: file.name })}
            disabled={isDisabled}
            onClick={() => onFileChange(null)}
          >
            <RemoveIcon width={18} height={18} />
            {t('form.fileRemove')}
          </button>
          {progress ? (
            <UploadProgressBar
              loaded={progress.loaded}
              total={progress.total}
              label={t('form.progress', { file: file.name })}
            />
          ) : null}
        </div>
      ) : (
        <UploadDropZone
          dropLabel={t('form.fileDrop')}
          orLabel={t('form.fileOr')}
          buttonLabel={t('form.fileButton')}
          hint={t('form.fileHint')}
          accept={SDS_FILE_TYPES}
          isDisabled={isDisabled}
          onFiles={(files) => onFileChange(files[0] ?? null)}
        />
      )}
    </section>
  );
}
