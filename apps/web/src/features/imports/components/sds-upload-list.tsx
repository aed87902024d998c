import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isUploadFinished, type SdsUpload } from './sds-upload-store.ts';
import { SdsUploadRow } from './sds-upload-row.tsx';

type SdsUploadListProps = {
  uploads: readonly SdsUpload[];
  onClearFinished: () => void;
};

/** This session's uploads, newest first, with a way to take the finished ones off. */
export function SdsUploadList({ uploads, onClearFinished }: SdsUploadListProps) {
  const { t } = useTranslation('import');
  const headingId = useId();
  const hasFinished = uploads.some(isUploadFinished);
  return (
    <section className="screen-section" aria-labelledby={headingId}>
      <div className="screen-section__header screen-section__header--with-action">
        <h2 id={headingId} className="screen-section__title">
          {t('list.title')}
        </h2>
        {hasFinished ? (
          <button
            type="button"
            className="button button--secondary import-list__clear"
            onClick={onClearFinished}
          >
            {t('list.clearFinished')}
          </button>
        ) : null}
      </div>
      {uploads.length === 0 ? (
        <p className="field__hint">{t('list.empty')}</p>
      ) : (
        <ul className="stacked-list">
          {uploads.map((upload) => (
            <SdsUploadRow key={upload.id} upload={upload} />
          ))}
        </ul>
      )}
    </section>
  );
}
