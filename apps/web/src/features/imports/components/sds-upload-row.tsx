import type { ImportStatus } from '@sds/contract';
import { useId, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RepeatIcon } from '../../../components/ui/edit-icons.tsx';
import { FileIcon } from '../../../components/ui/screen-icons.tsx';
import { ImportStatusBadge } from '../../../components/ui/import-status-badge.tsx';
import { UploadProgressBar } from '../../../components/ui/upload-progress-bar.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useReimportSds } from '../api/reimport-sds.ts';
import { DuplicateQuestion } from './duplicate-question.tsx';
import type { SdsUpload } from './sds-upload-store.ts';
import { canImportAgain, canOpenProduct, uploadRowState } from './upload-row-state.ts';
import { useUploadImportStatus } from './use-sds-uploads.ts';

type ReimportButtonProps = {
  productId: string;
  fileName: string;
  /** Where focus goes once the button has done its work and gives way to the new status. */
  statusRef: RefObject<HTMLDivElement | null>;
};

/** "Import again": the server reads the stored SDS once more; the row then polls again. */
function ReimportButton({ productId, fileName, statusRef }: ReimportButtonProps) {
  const { t } = useTranslation('import');
  const reimport = useReimportSds();
  const failure = isApiError(reimport.error, 'conflict')
    ? t('actions.reimportNoFile')
    : t('actions.reimportFailed');
  return (
    <>
      <button
        type="button"
        className="button button--secondary import-row__action"
        aria-label={t('actions.reimportLabel', { file: fileName })}
        disabled={reimport.isPending}
        onClick={() => reimport.mutate(productId, { onSuccess: () => statusRef.current?.focus() })}
      >
        <RepeatIcon width={18} height={18} />
        {reimport.isPending ? t('actions.reimporting') : t('actions.reimport')}
      </button>
      {reimport.isError ? (
        <p className="inline-alert" role="alert">
          {failure}
        </p>
      ) : null}
    </>
  );
}

type UploadActionsProps = {
  productId: string;
  fileName: string;
  status: ImportStatus | undefined;
  statusRef: RefObject<HTMLDivElement | null>;
};

/**
 * Open (the product has what the import made of it; the main action when the key user must
 * act) and Import again (the import failed, or found nothing to read).
 */
function UploadActions({ productId, fileName, status, statusRef }: UploadActionsProps) {
  const { t } = useTranslation('import');
  if (!canOpenProduct(status) && !canImportAgain(status)) return null;
  const isWaitingForKeyUser = status === 'PendingUser' || status === 'NoXml';
  return (
    <div className="import-row__actions">
      {canOpenProduct(status) ? (
        <Link
          to={paths.productEdit(productId)}
          className={`button ${isWaitingForKeyUser ? 'button--primary' : 'button--secondary'} import-row__action`}
          aria-label={t('actions.openLabel', { file: fileName })}
        >
          {t('actions.open')}
        </Link>
      ) : null}
      {canImportAgain(status) ? (
        <ReimportButton productId={productId} fileName={fileName} statusRef={statusRef} />
      ) : null}
    </div>
  );
}

/**
 * One file of the session: its name, a progress bar while it uploads, then its import's
 * status as it changes (announced), why it failed, and Open / Import again.
 */
export function SdsUploadRow({ upload }: { upload: SdsUpload }) {
  const { t } = useTranslation('import');
  const statusQuery = useUploadImportStatus(upload);
  const statusRef = useRef<HTMLDivElement>(null);
  const nameId = useId();
  const row = uploadRowState({
    upload,
    answer: statusQuery.data,
    statusError: statusQuery.error,
    t,
  });
  const { productId, fileName } = upload;
  return (
    <li className={`import-row import-row--${row.tone}`} aria-labelledby={nameId}>
      <div className="import-row__body">
        <p className="import-row__name">
          <FileIcon width={20} height={20} className="import-row__icon" />
          <span id={nameId}>{fileName}</span>
        </p>
        {/* The whole status is read out when it changes; the bar's percentages are not. */}
        <div
          ref={statusRef}
          tabIndex={-1}
          className="live-status"
          aria-live="polite"
          aria-atomic="true"
        >
          <span className="visually-hidden">{fileName}: </span>
          <ImportStatusBadge tone={row.tone} label={row.badge} />
          {row.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
        {upload.phase === 'uploading' || upload.phase === 'queued' ? (
          <UploadProgressBar
            loaded={upload.loaded}
            total={upload.total}
            label={t('upload.progress', { file: fileName })}
          />
        ) : null}
        {row.alert ? (
          <p className="inline-alert" role="alert">
            {row.alert}
          </p>
        ) : null}
        {productId && statusQuery.data?.duplicate ? (
          <DuplicateQuestion productId={productId} duplicate={statusQuery.data.duplicate} />
        ) : null}
      </div>
      {productId ? (
        <UploadActions
          productId={productId}
          fileName={fileName}
          status={row.status}
          statusRef={statusRef}
        />
      ) : null}
    </li>
  );
}
