import { ImportStatus, type VibUploadResponse } from '@sds/contract';
import { failureKindOf, type FailureKind } from '../../../lib/api-failure.ts';
import { createTaskLimiter } from '../../../lib/task-limiter.ts';
import { isImportInProgress } from '../../../lib/import-status.ts';
import type { UploadProgressListener } from '../../../lib/upload-with-progress.ts';
import { uploadSds } from '../api/upload-sds.ts';

/** Why a file did not reach the server, as a message of the `import` catalogue's `upload.errors`. */
export type SdsUploadFailure =
  | 'tooLarge'
  | 'notSds'
  | 'empty'
  | 'signedOut'
  | 'notAllowed'
  | 'noConnection'
  | 'interrupted'
  | 'failed';

/** One file of this session: waiting for its turn, on its way, refused, or with the server. */
export type SdsUpload = {
  id: string;
  fileName: string;
  phase: 'queued' | 'uploading' | 'uploaded' | 'failed';
  /** Bytes sent of `total` while uploading. */
  loaded: number;
  total: number;
  /** The product the SDS went into; follows the server when it merged into another. */
  productId?: string;
  /** The import's state as last heard (the upload's answer, then the status calls). */
  importStatus?: ImportStatus;
  /** The SDS turned out to be a new edition of a product the company had already. */
  isNewEdition?: boolean;
  failure?: SdsUploadFailure;
};

/** What the store asks of the server: one upload with its progress. */
export type SendSds = (input: {
  file: File;
  locale: string;
  onProgress: UploadProgressListener;
}) => Promise<VibUploadResponse>;

type StoreOptions = {
  /** Where the list outlives the screen: session storage, so it ends with the tab. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  send: SendSds;
  /** How many files are sent at once. */
  maxParallel?: number;
};

/**
 * The session storage key of this tab's uploads (not one of the local storage keys of
 * docs/product/wire-conventions.md#browser-storage).
 */
export const SDS_UPLOADS_KEY = 'sdsImportUploads';

const PHASES: readonly unknown[] = ['queued', 'uploading', 'uploaded', 'failed'];
const FAILURES: readonly unknown[] = [
  'tooLarge',
  'notSds',
  'empty',
  'signedOut',
  'notAllowed',
  'noConnection',
  'interrupted',
  'failed',
] satisfies SdsUploadFailure[];

const isOptional = (value: unknown, isValid: (present: unknown) => boolean) =>
  value === undefined || isValid(value);

/** Keeps what another version of the app (or a hand) left in storage from breaking the list. */
function isStoredUpload(value: unknown): value is Omit<SdsUpload, 'loaded' | 'total'> {
  if (typeof value !== 'object' || value === null) return false;
  const upload = value as Record<string, unknown>;
  return (
    typeof upload.id === 'string' &&
    typeof upload.fileName === 'string' &&
    PHASES.includes(upload.phase) &&
    isOptional(upload.productId, (id) => typeof id === 'string') &&
    isOptional(upload.importStatus, (status) => ImportStatus.safeParse(status).success) &&
    isOptional(upload.isNewEdition, (flag) => typeof flag === 'boolean') &&
    isOptional(upload.failure, (failure) => FAILURES.includes(failure))
  );
}

/**
 * The list as an earlier page of this tab left it. Files that were still waiting or on their
 * way went with that page: they count as interrupted, to be chosen again.
 */
function readStoredUploads(storage: StoreOptions['storage']): SdsUpload[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SDS_UPLOADS_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isStoredUpload).map((upload): SdsUpload => {
      const isCut = upload.phase === 'queued' || upload.phase === 'uploading';
      const stored = { ...upload, loaded: 0, total: 0 };
      return isCut ? { ...stored, phase: 'failed', failure: 'interrupted' } : stored;
    });
  } catch {
    return [];
  }
}

const UPLOAD_FAILURES: Partial<Record<FailureKind, SdsUploadFailure>> = {
  'too-large': 'tooLarge',
  unsupported: 'notSds',
  // A file the server refuses as such is an empty one.
  refused: 'empty',
  'signed-out': 'signedOut',
  forbidden: 'notAllowed',
  'no-connection': 'noConnection',
};

/** The server's refusal of one file, in words a key user can act on. */
export function sdsUploadFailureOf(error: unknown): SdsUploadFailure {
  return UPLOAD_FAILURES[failureKindOf(error)] ?? 'failed';
}

/** Whether an upload has nothing more to do: refused, or imported to its end. */
export function isUploadFinished(upload: SdsUpload): boolean {
  if (upload.phase === 'failed') return true;
  return upload.phase === 'uploaded' && !isImportInProgress(upload.importStatus);
}

let lastId = 0;
const newUploadId = () => `${Date.now().toString(36)}-${(lastId += 1)}`;

/**
 * This tab's SDS uploads, newest first, outside React: uploads go on while the key user looks
 * at another screen, and the list (without the files) is in session storage, so coming back
 * or reloading shows it again. Files are sent a few at a time; each keeps its own outcome.
 */
export function createSdsUploadStore({ storage, send, maxParallel = 3 }: StoreOptions) {
  let uploads: readonly SdsUpload[] = readStoredUploads(storage);
  const listeners = new Set<() => void>();
  const runLimited = createTaskLimiter(maxParallel);

  function publish(next: readonly SdsUpload[], { persist = true } = {}) {
    uploads = next;
    if (persist) {
      // Progress is not worth a write per event; every other change is.
      const stored = next.map(({ loaded: _loaded, total: _total, ...rest }) => rest);
      try {
        storage?.setItem(SDS_UPLOADS_KEY, JSON.stringify(stored));
      } catch {
        // Storage full or closed: the list still lives as long as the page.
      }
    }
    listeners.forEach((listener) => listener());
  }

  function update(id: string, change: Partial<SdsUpload>, options?: { persist: boolean }) {
    if (!uploads.some((upload) => upload.id === id)) return;
    publish(
      uploads.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)),
      options,
    );
  }

  async function sendOne(id: string, file: File, locale: string) {
    update(id, { phase: 'uploading' });
    try {
      const answer = await send({
        file,
        locale,
        onProgress: ({ loaded, total }) => update(id, { loaded, total }, { persist: false }),
      });
      update(id, {
        phase: 'uploaded',
        productId: answer.productId,
        importStatus: answer.importStatus,
      });
    } catch (error) {
      update(id, { phase: 'failed', failure: sdsUploadFailureOf(error) });
    }
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    getUploads: (): readonly SdsUpload[] => uploads,

    /** Lists the files on top (in the order chosen) and sends them, a few at a time. */
    add(files: readonly File[], locale: string) {
      if (files.length === 0) return;
      const added = files.map((file) => ({
        file,
        upload: {
          id: newUploadId(),
          fileName: file.name,
          phase: 'queued',
          loaded: 0,
          total: file.size,
        } satisfies SdsUpload,
      }));
      publish([...added.map(({ upload }) => upload), ...uploads]);
      for (const { file, upload } of added) {
        void runLimited(() => sendOne(upload.id, file, locale));
      }
    },

    /**
     * Records what the status calls say: the state, and the product the import landed in,
     * which from then on is the one asked about (a new edition of an existing product).
     */
    recordImportStatus(id: string, status: { status: ImportStatus; productId: string }) {
      const upload = uploads.find((item) => item.id === id);
      if (!upload) return;
      const isMoved = upload.productId !== undefined && upload.productId !== status.productId;
      if (upload.importStatus === status.status && !isMoved) return;
      update(id, {
        importStatus: status.status,
        productId: status.productId,
        ...(isMoved ? { isNewEdition: true } : {}),
      });
    },

    /** Takes refused files and finished imports off the list; running ones stay. */
    clearFinished() {
      publish(uploads.filter((upload) => !isUploadFinished(upload)));
    },
  };
}

export type SdsUploadStore = ReturnType<typeof createSdsUploadStore>;

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The app's one list of SDS uploads, for as long as the tab lives. */
export const sdsUploadStore = createSdsUploadStore({
  storage: sessionStorageOrNull(),
  send: uploadSds,
});
