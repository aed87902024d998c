import type { ImportStatusResponse } from '@sds/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { importStatusKey, importStatusQueryOptions } from '../../../lib/import-status.ts';
import { sdsUploadStore, type SdsUpload, type SdsUploadStore } from './sds-upload-store.ts';

/** This tab's SDS uploads, newest first, and what can be done with the list. */
export function useSdsUploads(store: SdsUploadStore = sdsUploadStore) {
  const uploads = useSyncExternalStore(store.subscribe, store.getUploads);
  return { uploads, add: store.add, clearFinished: store.clearFinished };
}

/**
 * The import status of an uploaded file, polled while it runs. What it says goes into the
 * list (so a return to the screen starts from it), and a product the SDS was merged into
 * becomes the one asked about, its answer already in the cache.
 */
export function useUploadImportStatus(upload: SdsUpload, store: SdsUploadStore = sdsUploadStore) {
  const queryClient = useQueryClient();
  const { id, productId } = upload;
  const query = useQuery({
    ...importStatusQueryOptions(productId ?? ''),
    enabled: upload.phase === 'uploaded' && productId !== undefined,
  });
  const status: ImportStatusResponse | undefined = query.data;
  useEffect(() => {
    if (!status) return;
    if (status.productId !== productId) {
      queryClient.setQueryData(importStatusKey(status.productId), status);
    }
    store.recordImportStatus(id, status);
  }, [status, id, productId, queryClient, store]);
  return query;
}
