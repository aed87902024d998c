import { DocumentKind, Product } from '@sds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/http/access-control.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import {
  missingFile,
  readUploadForm,
  registerUploadForms,
} from '../../platform/http/upload-form.ts';
import { documentLinkOptions, productKeepers, readProduct } from '../products/index.ts';
import { removeDocuments, uploadDocument } from './upload-document.ts';

const tags = ['documents'];
const UploadTarget = z.object({ id: z.uuid(), type: DocumentKind });
/** The one form field of an upload (docs/product/documents.md#stored-documents). */
const FILE_FIELD = 'file';

/**
 * `POST` and `DELETE /api/products/{id}/upload/{type}`
 * (docs/product/documents.md#stored-documents): key users attach the SDS pdf and images. Multipart
 * is accepted here only, one file per request, bounded by `UPLOAD_LIMIT_BYTES` while it streams.
 */
export const documentUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  await registerUploadForms(app, { fields: 4 });

  app.post(
    '/api/products/:id/upload/:type',
    {
      config: { access: productKeepers, multipartForm: z.object({ [FILE_FIELD]: z.file() }) },
      schema: {
        tags,
        summary: 'Upload the SDS pdf (replacing the last one) or an image of a product',
        description: `multipart/form-data with one file in the field "${FILE_FIELD}". The type is read from the content (pdf; png, jpeg, webp or gif), not from the file name. Answers the product.`,
        params: UploadTarget,
        consumes: ['multipart/form-data'],
        response: { 201: Product, ...problemResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { file } = await readUploadForm(request, { fields: [], file: FILE_FIELD });
      if (!file) throw missingFile(FILE_FIELD);
      await uploadDocument(db, app.fileStore, principal, {
        productId: request.params.id,
        kind: request.params.type,
        fileName: file.filename,
        stream: file.file,
        maxBytes: app.config.uploadLimitBytes,
      });
      const product = await readProduct(
        db,
        principal,
        { id: request.params.id },
        documentLinkOptions(app),
      );
      return reply.code(201).send(product);
    },
  );

  app.delete(
    '/api/products/:id/upload/:type',
    {
      config: { access: productKeepers },
      schema: {
        tags,
        summary: 'Remove the SDS pdf, one image (by reference) or all images of a product',
        params: UploadTarget,
        querystring: z.object({ reference: z.string().min(1).max(64).optional() }),
        response: { 204: z.null().describe('Removed'), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeDocuments(db, principalOf(request), {
        productId: request.params.id,
        kind: request.params.type,
        reference: request.query.reference,
      });
      return reply.code(204).send(null);
    },
  );
};
