import { CreateProductRequest, Product, UpdateProductRequest } from '@sds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/http/access-control.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import { documentLinkOptions } from './product-documents.presenter.ts';
import { createProduct } from './create-product.ts';
import { deleteProduct } from './delete-product.ts';
import { editProduct } from './edit-product.ts';
import { productKeepers } from './products.policy.ts';
import { readProductWithVersion } from './read-product.ts';
import { answerWithContentVersion } from './content-version.ts';

const tags = ['products'];
const ProductId = z.object({ id: z.uuid() });

/** `If-Match`: the content version a save starts from (decision 0063); optional for older clients. */
const EditPreconditionHeaders = z.object({
  'if-match': z
    .string()
    .max(2000)
    .optional()
    .describe('The `ETag` of the product as the editor read it, or `*`'),
});

/**
 * The product write calls (docs/product/product-content.md#a-product): create, edit and delete
 * (uploads: documents module).
 */
export const productManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    '/api/products',
    {
      config: { access: productKeepers },
      schema: {
        tags,
        summary: 'Create a product (a Draft until it is submitted and approved)',
        description:
          'Without a masterCode the article number groups the language variants. 409 when the article number exists in that locale. The answer’s `ETag` names the content version, as `GET /api/products/{id}` does for key users.',
        body: CreateProductRequest,
        response: { 201: Product, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const id = await createProduct(db, principal, request.body);
      const read = await readProductWithVersion(db, principal, { id }, documentLinkOptions(app));
      answerWithContentVersion(reply, read.contentVersion);
      return reply.code(201).header('location', `/api/products/${id}`).send(read.product);
    },
  );

  app.put(
    '/api/products/:id',
    {
      config: { access: productKeepers },
      schema: {
        tags,
        summary: 'Edit a product: its working revision becomes a Draft',
        description:
          'Editing an approved product makes a new Draft revision; users keep seeing the approved one until the new one is approved. The locale stays. Send the `ETag` of `GET /api/products/{id}` as `If-Match`: when someone saved the product since, the answer is `412 precondition-failed` and nothing is written (read it again, merge, save with the new tag). Without `If-Match` (or with `*`) the save overwrites whatever is there, as for older clients. The answer carries the new `ETag`.',
        params: ProductId,
        headers: EditPreconditionHeaders,
        body: UpdateProductRequest,
        response: { 200: Product, ...problemResponses(400, 401, 403, 404, 409, 412) },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { id } = request.params;
      await editProduct(db, principal, id, request.body, {
        ifMatch: request.headers['if-match'],
      });
      const read = await readProductWithVersion(db, principal, { id }, documentLinkOptions(app));
      answerWithContentVersion(reply, read.contentVersion);
      return read.product;
    },
  );

  app.delete(
    '/api/products/:id',
    {
      config: { access: productKeepers },
      schema: {
        tags,
        summary: 'Delete a product (its review record is kept)',
        params: ProductId,
        response: { 204: z.null().describe('Deleted'), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteProduct(db, principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
