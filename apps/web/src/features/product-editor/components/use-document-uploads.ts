import type { DocumentKind } from '@sds/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { CustomTypeOptions } from 'i18next';
import { useRef, useState } from 'react';
import { failureKindOf } from '../../../lib/api-failure.ts';
import { storeSavedProduct } from '../api/store-saved-product.ts';
import { uploadProductDocument } from '../api/upload-product-document.ts';

/** Why an upload failed, as a message of the editor catalogue's `documents.errors`. */
export type UploadFailure = keyof CustomTypeOptions['resources']['editor']['documents']['errors'];

/** One file on its way (or arrived, or refused): what the progress list shows. */
export type UploadState = {
  key: number;
  kind: DocumentKind;
  fileName: string;
  loaded: number;
  total: number;
  status: 'uploading' | 'done' | 'failed';
  failure?: UploadFailure;
};

/** The server's answer to a refused upload, in words a key user can act on. */
export function uploadFailureOf(error: unknown, kind: DocumentKind): UploadFailure {
  switch (failureKindOf(error)) {
    case 'too-large':
      return 'tooLarge';
    case 'unsupported':
      return kind === 'pdf' ? 'notPdf' : 'notImage';
    case 'refused':
      return 'empty';
    case 'conflict':
      return 'tooManyImages';
    default:
      return 'failed';
  }
}

/**
 * Uploads a product's documents one file at a time (the server takes one per request), with
 * each file's progress. The product the server answers replaces the editor's copy, so the new
 * pdf or image shows at once. A new batch of one kind clears that kind's finished rows.
 */
export function useDocumentUploads(productId: string) {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const nextKey = useRef(0);

  const update = (key: number, change: Partial<UploadState>) =>
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function send(kind: DocumentKind, file: File, key: number) {
    try {
      const product = await uploadProductDocument({
        id: productId,
        kind,
        file,
        onProgress: ({ loaded, total }) => update(key, { loaded, total }),
      });
      storeSavedProduct(queryClient, product);
      update(key, { status: 'done' });
    } catch (error) {
      update(key, { status: 'failed', failure: uploadFailureOf(error, kind) });
    }
  }

  /** Uploads the files in order; a product has one pdf, so only the first of several counts. */
  async function upload(kind: DocumentKind, files: readonly File[]) {
    const chosen = kind === 'pdf' ? files.slice(0, 1) : files;
    if (chosen.length === 0) return;
    const batch: UploadState[] = chosen.map((file) => ({
      key: (nextKey.current += 1),
      kind,
      fileName: file.name,
      loaded: 0,
      total: file.size,
      status: 'uploading',
    }));
    setUploads((list) => [
      ...list.filter((item) => item.kind !== kind || item.status === 'uploading'),
      ...batch,
    ]);
    for (const [index, file] of chosen.entries()) {
      const key = batch[index]?.key;
      if (key !== undefined) await send(kind, file, key);
    }
  }

  return { uploads, upload };
}
