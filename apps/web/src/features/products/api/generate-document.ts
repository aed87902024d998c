import { endpoints, type GeneratedDocumentType } from '@sds/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient, blobResponse } from '../../../lib/api-client.ts';
import { openFile } from '../../../lib/open-file.ts';

/** `POST /api/products/{id}/download/{type}`: the workplace sheet or container label as a pdf. */
export function generateProductDocument(id: string, type: GeneratedDocumentType): Promise<Blob> {
  return apiClient.request({
    endpoint: endpoints.productsDownloadGenerated,
    params: { id, type },
    schema: blobResponse,
  });
}

/**
 * The "Print sheet" / "Print label" action of a product: the pdf opens in a new tab, where
 * the browser's viewer prints it (saved instead when pop-ups are blocked).
 */
export function usePrintDocument(id: string, type: GeneratedDocumentType, fileName: string) {
  return useMutation({
    mutationFn: () => openFile(() => generateProductDocument(id, type), { fileName }),
  });
}
