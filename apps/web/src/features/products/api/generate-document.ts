import { endpoints, type GeneratedDocumentType } from '@sds/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient, blobResponse } from '../../../lib/api-client.ts';

/** `POST /api/products/{id}/download/{type}`: the workplace sheet or container label as a pdf. */
export function generateProductDocument(id: string, type: GeneratedDocumentType): Promise<Blob> {
  return apiClient.request({
    endpoint: endpoints.productsDownloadGenerated,
    params: { id, type },
    schema: blobResponse,
  });
}

/** How long a generated pdf's object URL lives: long enough for the viewer to load it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Opens a generated pdf in a new tab, where the browser's viewer prints it. The tab opens
 * at the click (a tab opened after an await counts as a pop-up), shows the pdf when it has
 * arrived, and closes again when it failed. Without a tab (pop-ups blocked) the pdf is saved.
 */
export async function openGeneratedDocument(
  generate: () => Promise<Blob>,
  fileName: string,
): Promise<void> {
  const tab = window.open('', '_blank');
  let blob: Blob;
  try {
    blob = await generate();
  } catch (error) {
    tab?.close();
    throw error;
  }
  const url = URL.createObjectURL(blob);
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  if (tab) {
    tab.opener = null;
    tab.location.href = url;
    return;
  }
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
}

/** The "Print sheet" / "Print label" action of a product. */
export function usePrintDocument(id: string, type: GeneratedDocumentType, fileName: string) {
  return useMutation({
    mutationFn: () => openGeneratedDocument(() => generateProductDocument(id, type), fileName),
  });
}
