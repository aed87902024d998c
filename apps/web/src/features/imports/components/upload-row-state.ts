import type { ImportStatus, ImportStatusResponse } from '@sds/contract';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error.ts';
import type { SdsUpload } from './sds-upload-store.ts';

/** How a row looks: on its way, done, waiting for the key user, or failed. */
export type RowTone = 'progress' | 'done' | 'attention' | 'failed';

/** What one row of the list says, and which actions it offers. */
export type UploadRowState = {
  tone: RowTone;
  badge: string;
  /** The sentences under the badge, announced as they change. */
  lines: string[];
  /** Why the file did not reach the server: announced at once. */
  alert?: string;
  /** The status decides "Open" (the product has content to see) and "Import again". */
  status?: ImportStatus;
};

type Translate = TFunction<'import'>;

const TONE_OF_STATUS: Record<ImportStatus, RowTone> = {
  New: 'progress',
  Waiting: 'progress',
  Importing: 'progress',
  Completed: 'done',
  PendingUser: 'attention',
  NoXml: 'attention',
  Unknown: 'attention',
  ImportFailed: 'failed',
};

/** Whether "Open" leads somewhere worth going: the product has what the import made of it. */
export const canOpenProduct = (status: ImportStatus | undefined) =>
  status === 'Completed' || status === 'PendingUser' || status === 'NoXml';

/** Whether "Import again" may help: the import failed, or found nothing to read. */
export const canImportAgain = (status: ImportStatus | undefined) =>
  status === 'ImportFailed' || status === 'NoXml';

/** Why an import failed, in a sentence a key user can act on; the converter's words too. */
function failureLines(status: ImportStatusResponse | undefined, t: Translate): string[] {
  const reason = status?.reason;
  const lines = [reason ? t(`reasons.${reason}`) : t('reasons.unspecified')];
  if (reason === 'converter-failed' && status?.detail) {
    lines.push(t('reasons.converterDetail', { detail: status.detail }));
  }
  return lines;
}

/** What an import status means for the key user, in one or two sentences. */
function statusLines(
  status: ImportStatus,
  answer: ImportStatusResponse | undefined,
  t: Translate,
): string[] {
  switch (status) {
    case 'New':
    case 'Waiting':
      return [t('status.waiting')];
    case 'Importing':
      return [t('status.importing')];
    case 'Completed':
      return [t('status.completed')];
    case 'PendingUser': {
      const count = answer?.fieldsToConfirm.length ?? 0;
      const counted = count > 0 ? [t('status.fieldsToConfirm', { count })] : [];
      return [t('status.pendingUser'), ...counted];
    }
    case 'NoXml':
      return [t('status.noXml')];
    case 'ImportFailed':
      return failureLines(answer, t);
    case 'Unknown':
      return [t('status.unknown')];
  }
}

type StateInput = {
  upload: SdsUpload;
  /** The latest status answer for the upload's product, once there is one. */
  answer: ImportStatusResponse | undefined;
  /** Why the status could not be read, when no answer came yet. */
  statusError: unknown;
  t: Translate;
};

/** The row of one upload: its phase, then its import's status as last heard. */
export function uploadRowState({ upload, answer, statusError, t }: StateInput): UploadRowState {
  const file = upload.fileName;
  switch (upload.phase) {
    case 'queued':
      return { tone: 'progress', badge: t('upload.queued'), lines: [t('upload.queuedText')] };
    case 'uploading':
      return { tone: 'progress', badge: t('upload.uploading'), lines: [t('upload.uploadingText')] };
    case 'failed':
      return {
        tone: 'failed',
        badge: t('upload.failed'),
        lines: [],
        alert: t(`upload.errors.${upload.failure ?? 'failed'}`, { file }),
      };
    case 'uploaded':
      break;
  }
  const status = answer?.status ?? upload.importStatus ?? 'Waiting';
  const lines = statusLines(status, answer, t);
  if (!answer && statusError) {
    lines.push(
      isApiError(statusError, 'not-found') ? t('status.productGone') : t('status.unavailable'),
    );
  }
  if (upload.isNewEdition) lines.push(t('status.newEdition'));
  return { tone: TONE_OF_STATUS[status], badge: t(`status.badge.${status}`), lines, status };
}
