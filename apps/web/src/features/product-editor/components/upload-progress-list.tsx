import { useTranslation } from 'react-i18next';
import { UploadProgressBar } from '../../../components/ui/upload-progress-bar.tsx';
import type { UploadState } from './use-document-uploads.ts';

/** One row per file: a progress bar while it uploads, then "uploaded", or why it was refused. */
export function UploadProgressList({ uploads }: { uploads: readonly UploadState[] }) {
  const { t } = useTranslation('editor');
  if (uploads.length === 0) return null;
  return (
    <ul className="upload-list">
      {uploads.map((upload) => {
        const file = upload.fileName;
        if (upload.status === 'failed') {
          return (
            <li
              key={upload.key}
              className="upload-list__item upload-list__item--failed"
              role="alert"
            >
              {t(`documents.errors.${upload.failure ?? 'failed'}`, { file })}
            </li>
          );
        }
        const isDone = upload.status === 'done';
        const label = isDone
          ? t('documents.uploaded', { file })
          : t('documents.uploading', { file });
        return (
          <li key={upload.key} className="upload-list__item">
            {/* Announced when "Uploading …" becomes "… uploaded"; the percentage is not. */}
            <span className="upload-list__label" aria-live="polite">
              {label}
            </span>
            <UploadProgressBar
              loaded={upload.loaded}
              total={upload.total}
              label={label}
              isDone={isDone}
            />
          </li>
        );
      })}
    </ul>
  );
}
