import {
  ArchivedProductsResponse,
  ProductVersionDetail,
  ProductVersionParams,
  ProductVersionsResponse,
  VersionComparison,
  VersionComparisonQuery,
} from '@sds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/http/access-control.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import { documentLinkOptions } from './product-documents.presenter.ts';
import {
  archivedProducts,
  productVersion,
  productVersions,
  versionChanges,
} from './product-versions.ts';
import { productKeepers } from './products.policy.ts';

const tags = ['versions'];
const errors = problemResponses(400, 401, 403, 404);

/**
 * A product's versions with their documents, and the archive of deleted products
 * (docs/product/product-content.md#versions, decision 0061): for the company's key users and
 * administrators.
 */
export const productVersionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/products/archived',
    {
      config: { access: productKeepers },
      schema: {
        tags,
        summary: 'The company’s deleted products, kept in the archive with their versions',
        response: { 200: ArchivedProductsResponse, ...errors },
      },
    },
    async (request) => archivedProducts(db, principalOf(request).companyId),
  );

  app.get(
    '/api/products/:id/revisions',
    {
      config: { access: productKeepers },
      schema: {
        tags,
        summary: 'A product’s versions, newest first, each with its documents',
        params: z.object({ id: z.uuid() }),
        response: { 200: ProductVersionsResponse, ...errors },
      },
    },
    async (request) =>
      productVersions(
        db,
        principalOf(request).companyId,
        request.params.id,
        documentLinkOptions(app),
      ),
  );

  app.get(
    '/api/products/:id/revisions/:revisionId',
    {
      config: { access: productKeepers },
      schema: {
        tags,
        summary: 'One version of a product with its whole content and documents',
        params: ProductVersionParams,
        response: { 200: ProductVersionDetail, ...errors },
      },
    },
    async (request) =>
      productVersion(db, principalOf(request).companyId, request.params, documentLinkOptions(app)),
  );

  app.get(
    '/api/products/:id/revisions/:revisionId/changes',
    {
      config: { access: productKeepers },
      schema: {
        tags,
        summary: 'What changed in a version: from the one before it, or from `from`',
        params: ProductVersionParams,
        querystring: VersionComparisonQuery,
        response: { 200: VersionComparison, ...errors },
      },
    },
    async (request) =>
      versionChanges(db, principalOf(request).companyId, {
        ...request.params,
        fromRevisionId: request.query.from,
      }),
  );
};
