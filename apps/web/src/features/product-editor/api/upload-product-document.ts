import { Product, endpoints, type DocumentKind } from '@sds/contract';
import {
  createUploadClient,
  type UploadProgressListener,
} from '../../../lib/upload-with-progress.ts';

export type UploadProductDocumentInput = {
  id: string;
  kind: DocumentKind;
  file: File;
  onProgress: UploadProgressListener;
  signal?: AbortSignal;
};

/**
 * `POST /api/products/{id}/upload/{pdf|image}`, one file in the field `file`, reporting its
 * progress. A pdf replaces the current one. Answers the product with its documents; 413 over
 * the size limit, 415 when the content is not a pdf / image, 400 when empty.
 */
export function uploadProductDocument(input: UploadProductDocumentInput): Promise<Product> {
  return createUploadClient(input.onProgress).request({
    endpoint: endpoints.productsUpload,
    params: { id: input.id, type: input.kind },
    files: { file: input.file },
    schema: Product,
    signal: input.signal,
  });
}
