import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/http/access-control.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import { deleteProduct } from './delete-product.ts';
import { productKeepers } from './products.policy.ts';

/** The product write calls of SPEC §7 (issue 8): so far, deletion. */
export const productManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/api/products/:id',
    {
      config: { access: productKeepers },
      schema: {
        tags: ['products'],
        summary: 'Delete a product (its review record is kept)',
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null().describe('Deleted'), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteProduct(app.database.db, principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
