import { GeneratedDocumentType } from '@sds/contract';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/http/access-control.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import { binaryFile } from '../../platform/http/binary-file.ts';
import { renderGeneratedDocument } from './render-generated-document.ts';

/**
 * `POST /api/products/{id}/download/{type}`: documents generated from a product
 * (docs/product/documents.md#generated-documents).
 */
export const generatedDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/products/:id/download/:type',
    {
      config: { access: { principals: ['device', 'apiKey'] } },
      schema: {
        tags: ['documents'],
        summary: 'A document generated from the product: a workplace sheet or a container label',
        params: z.object({ id: z.uuid(), type: GeneratedDocumentType }),
        response: { 200: binaryFile('application/pdf'), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id, type } = request.params;
      const { fileName, content } = await renderGeneratedDocument(app, principalOf(request), {
        id,
        type,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(fileName, { type: 'inline' }))
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );
};
