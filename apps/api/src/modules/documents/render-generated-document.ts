import { redirectPathFor, type GeneratedDocumentType } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../platform/http/principal.ts';
import { emergencyNumbersOf } from '../companies/index.ts';
import { documentLinkOptions, readProduct } from '../products/index.ts';
import { loadDocumentTexts } from './generated/document-texts.ts';
import { renderContainerLabel } from './generated/render-container-label.ts';
import { renderWorkplaceSheet } from './generated/render-workplace-sheet.ts';

/** A file name that says what it is: `Acetone technical 99.5 % – label (nl-NL).pdf`. */
function fileNameFor(name: string, type: GeneratedDocumentType, locale: string): string {
  return `${name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim()} – ${type} (${locale}).pdf`;
}

/**
 * `POST /api/products/{id}/download/{type}` (docs/product/documents.md#generated-documents): the
 * product as its caller may see it, rendered as a one-page workplace sheet or a container label in
 * the product's language. The label's QR code opens `/redirect` on the public address, which leads
 * to this product's sheet.
 */
export async function renderGeneratedDocument(
  app: FastifyInstance,
  principal: Principal,
  request: { id: string; type: GeneratedDocumentType },
): Promise<{ fileName: string; content: Buffer }> {
  const product = await readProduct(
    app.database.db,
    principal,
    { id: request.id },
    documentLinkOptions(app),
  );
  const texts = await loadDocumentTexts(product.locale);
  // The numbers of the company that prints (its workplace), not the publisher's (decision 0048).
  const emergency = await emergencyNumbersOf(app.database.db, principal.companyId);
  const content =
    request.type === 'sheet'
      ? await renderWorkplaceSheet(product, { texts, generatedAt: new Date(), emergency })
      : await renderContainerLabel(product, {
          texts,
          emergency,
          productUrl: `${app.config.publicUrl}${redirectPathFor({ kind: 'product', id: product.id })}`,
        });
  return { fileName: fileNameFor(product.name, request.type, product.locale), content };
}
