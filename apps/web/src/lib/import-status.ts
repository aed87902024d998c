import {
  ImportFailureReason,
  ImportStatusResponse,
  endpoints,
  type ImportStatus,
} from '@sds/contract';
import { queryOptions } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { apiClient } from './api-client.ts';

/**
 * How often a running import is asked about: a PDF takes seconds, not minutes
 * (docs/product/imports.md#running-imports).
 */
export const IMPORT_STATUS_POLL_MS = 2_000;

// Under `products`: every product write (storeSavedProduct) has it read again, so saving a
// product whose fields waited for confirmation shows the import Completed at once.
export const importStatusKey = (productId: string) =>
  ['products', 'import-status', productId] as const;

const IN_PROGRESS: readonly ImportStatus[] = ['New', 'Waiting', 'Importing'];

/** Whether the server is still at it: New, Waiting or Importing; the rest are where it ended. */
export function isImportInProgress(status: ImportStatus | undefined): boolean {
  return status !== undefined && IN_PROGRESS.includes(status);
}

/**
 * The answer as this app reads it: a reason a newer server added (the list only grows,
 * docs/product/imports.md#failure-reasons) is read as none, so a page loaded before an update
 * still shows the status, in general words, rather than failing to read it.
 */
const ImportStatusAnswer = ImportStatusResponse.extend({
  reason: ImportFailureReason.optional().catch(undefined),
});

/** `GET /api/products/{id}/importstatus` (key users): where a product's SDS import stands. */
export function getImportStatus(productId: string, signal?: AbortSignal) {
  return apiClient.request({
    endpoint: endpoints.productsImportStatus,
    params: { id: productId },
    schema: ImportStatusAnswer,
    signal,
  });
}

/**
 * A product's import status, shared by the import screen and the product editor (features do
 * not import each other). Asked again every 2 s while the import runs, and on window focus:
 * a key user who went to read the SDS meanwhile comes back to the news.
 */
export function importStatusQueryOptions(productId: string) {
  return queryOptions({
    queryKey: importStatusKey(productId),
    queryFn: ({ signal }) => getImportStatus(productId, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) =>
      isImportInProgress(query.state.data?.status) ? IMPORT_STATUS_POLL_MS : false,
  });
}

// What an import's status means for a key user, in the `import` namespace's words: shared by
// the import screen's rows and the review screen's converted product requests, which follow
// the same imports (features do not import each other).

/** How an import looks: on its way, done, waiting for the key user, or failed. */
export type ImportTone = 'progress' | 'done' | 'attention' | 'failed';

type ImportTexts = TFunction<'import'>;

const TONE_OF_STATUS: Record<ImportStatus, ImportTone> = {
  New: 'progress',
  Waiting: 'progress',
  Importing: 'progress',
  Completed: 'done',
  PendingUser: 'attention',
  NoXml: 'attention',
  Unknown: 'attention',
  ImportFailed: 'failed',
};

/** The tone of a status: its colour and icon only repeat what the words say. */
export const importToneOf = (status: ImportStatus): ImportTone => TONE_OF_STATUS[status];

/** Whether "Open" leads somewhere worth going: the product has what the import made of it. */
export const canOpenProduct = (status: ImportStatus | undefined) =>
  status === 'Completed' || status === 'PendingUser' || status === 'NoXml';

/** Whether "Import again" may help: the import failed, or found nothing to read. */
export const canImportAgain = (status: ImportStatus | undefined) =>
  status === 'ImportFailed' || status === 'NoXml';

/** Why an import failed, in a sentence a key user can act on; the converter's words too. */
function failureSentences(answer: ImportStatusResponse | undefined, t: ImportTexts): string[] {
  const reason = answer?.reason;
  const sentences = [reason ? t(`reasons.${reason}`) : t('reasons.unspecified')];
  if (reason === 'converter-failed' && answer?.detail) {
    sentences.push(t('reasons.converterDetail', { detail: answer.detail }));
  }
  return sentences;
}

/** What an import status means for the key user, in one or two sentences. */
export function importStatusSentences(
  status: ImportStatus,
  answer: ImportStatusResponse | undefined,
  t: ImportTexts,
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
      // Why there was nothing to read (a scan, not an SDS) when the server says.
      return answer?.reason ? [t(`reasons.${answer.reason}`)] : [t('status.noXml')];
    case 'ImportFailed':
      return failureSentences(answer, t);
    case 'Unknown':
      return [t('status.unknown')];
  }
}
