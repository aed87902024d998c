import type { KeyObject } from 'node:crypto';
import type { ProductDocument } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { linkExpiry, mainImageValidation, signLink, type LinkTarget } from './document-links.ts';
import type { ProductSheetDocument } from './products.queries.ts';
import { storedFileName } from '../../platform/storage/stored-file-name.ts';

export interface LinkOptions {
  /** HMAC key for document links. */
  key: KeyObject;
  /** Where downloads are served from: `IMAGE_STORAGE_BASE_URL`, by default `/api` here. */
  base: string;
  now: Date;
}

/** Link options for a request now: the app's link key and its download base address. */
export function documentLinkOptions(app: FastifyInstance): LinkOptions {
  const { imageStorageBaseUrl, apiBaseUrl } = app.config;
  return {
    key: app.secretKeys.documentLinks,
    base: imageStorageBaseUrl || `${apiBaseUrl}/api`,
    now: new Date(),
  };
}

function signedQuery(options: LinkOptions, productId: string, target: LinkTarget): string {
  const expires = linkExpiry(options.now);
  const signature = signLink(options.key, { productId, target, expires });
  return `expires=${expires}&signature=${signature}`;
}

/**
 * A product's documents as the sheet shows them (docs/product/documents.md#signed-links): each with
 * a signed link that opens it inline and one that saves it, both working without headers for a few
 * minutes.
 */
export function presentDocuments(
  rows: ProductSheetDocument[],
  options: LinkOptions,
): ProductDocument[] {
  return rows.map((row) => {
    const path = row.kind === 'pdf' ? 'pdfref' : 'imageref';
    const query = signedQuery(options, row.productId, { kind: row.kind, reference: row.reference });
    const url = `${options.base}/products/${row.productId}/download/${path}/${row.reference}?${query}`;
    return {
      reference: row.reference,
      kind: row.kind,
      fileName: storedFileName(row.fileName, row.contentType),
      contentType: row.contentType,
      sizeBytes: row.sizeBytes,
      sha256: row.sha256,
      url,
      downloadUrl: `${url}&download=1`,
    };
  });
}

/** The main image's signed link (`download/image/{validation}`), or null without images. */
export function presentMainImageUrl(
  productId: string,
  rows: ProductSheetDocument[],
  options: LinkOptions,
): string | null {
  if (!rows.some((row) => row.kind === 'image')) return null;
  const validation = mainImageValidation(options.key, productId, linkExpiry(options.now));
  return `${options.base}/products/${productId}/download/image/${validation}`;
}
