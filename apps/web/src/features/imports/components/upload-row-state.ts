import type { ImportStatus, ImportStatusResponse } from '@sds/contract';
import type { TFunction } from 'i18next';
import { failureKindOf } from '../../../lib/api-failure.ts';
import {
  canImportAgain,
  canOpenProduct,
  importStatusSentences,
  importToneOf,
  type ImportTone,
} from '../../../lib/import-status.ts';
import type { SdsUpload } from './sds-upload-store.ts';

/** How a row looks: on its way, done, waiting for the key user, or failed. */
export type RowTone = ImportTone;

// The row's actions follow the import status the way the review screen's requests do.
export { canImportAgain, canOpenProduct };

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
  const lines = importStatusSentences(status, answer, t);
  if (!answer && statusError) {
    lines.push(
      failureKindOf(statusError) === 'not-found'
        ? t('status.productGone')
        : t('status.unavailable'),
    );
  }
  if (upload.isNewEdition) lines.push(t('status.newEdition'));
  // A file that is not an SDS was refused: its placeholder product is gone, nothing to open or
  // import again (docs/product/imports.md#failure-reasons).
  if (status === 'NoXml' && answer?.reason === 'not-an-sds') {
    return {
      tone: 'failed',
      badge: t('status.badge.refused'),
      lines: [...lines, t('status.refused')],
    };
  }
  return { tone: importToneOf(status), badge: t(`status.badge.${status}`), lines, status };
}
