import { useTranslation } from 'react-i18next';
import type { UploadState } from './use-document-uploads.ts';

/** "45 %" the way the reader writes percentages. */
function formatPercent(fraction: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(
    fraction,
  );
}

/** One row per file: a progress bar while it uploads, then "uploaded", or why it was refused. */
export function UploadProgressList({ uploads }: { uploads: readonly UploadState[] }) {
  const { t, i18n } = useTranslation('editor');
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
        const fraction = upload.total > 0 ? Math.min(upload.loaded / upload.total, 1) : 0;
        const shown = upload.status === 'done' ? 1 : fraction;
        const label =
          upload.status === 'done'
            ? t('documents.uploaded', { file })
            : t('documents.uploading', { file });
        return (
          <li key={upload.key} className="upload-list__item">
            {/* Announced when "Uploading …" becomes "… uploaded"; the percentage is not. */}
            <span className="upload-list__label" aria-live="polite">
              {label}
            </span>
            <span className="upload-list__bar">
              <progress max={1} value={shown} aria-label={label} />
              <span className="upload-list__percent">{formatPercent(shown, i18n.language)}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
