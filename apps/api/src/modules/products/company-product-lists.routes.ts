import {
  MasterListResponse,
  PRODUCT_LIST_LIMIT,
  ProductListQuery,
  ProductSearchResponse,
  productLocaleFromAcceptLanguage,
} from '@sds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/http/access-control.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import { groupByMasterCode } from './product-groups.ts';
import {
  ownProductsOnly,
  productReaders,
  productScopeFor,
  requireOwnCompany,
} from './products.policy.ts';
import { presentProductSummary } from './products.presenter.ts';
import { searchProducts } from './search-products.queries.ts';

const tags = ['products'];
const errors = problemResponses(400, 401, 403, 404);
const noFlags = { onlyApproval: false, includeAll: false, allLocales: false };

/** A company's own products as a list, and its master codes with their locales. */
export const companyProductListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const requestLocale = (headers: Record<string, unknown>) =>
    productLocaleFromAcceptLanguage(headers['accept-language'] as string | undefined);

  app.get(
    '/api/companies/:id/products',
    {
      config: { access: productReaders },
      schema: {
        tags,
        summary: 'A company’s products',
        params: z.object({ id: z.uuid() }),
        querystring: ProductListQuery.pick({ allLocales: true }),
        response: { 200: ProductSearchResponse, ...errors },
      },
    },
    async (request) => {
      requireOwnCompany(principalOf(request), request.params.id);
      const scope = ownProductsOnly(
        productScopeFor(
          principalOf(request),
          { ...noFlags, allLocales: request.query.allLocales },
          requestLocale(request.headers),
          request.params.id,
        ),
      );
      const { rows, total } = await searchProducts(db, scope, {
        search: '',
        limit: PRODUCT_LIST_LIMIT,
        offset: 0,
      });
      return { items: rows.map(presentProductSummary), total };
    },
  );

  app.get(
    '/api/companies/:id/products/master/list',
    {
      config: { access: productReaders },
      schema: {
        tags,
        summary: 'A company’s master codes with their locales',
        params: z.object({ id: z.uuid() }),
        response: { 200: MasterListResponse, ...errors },
      },
    },
    async (request) => {
      requireOwnCompany(principalOf(request), request.params.id);
      const scope = ownProductsOnly(
        productScopeFor(
          principalOf(request),
          { ...noFlags, allLocales: true },
          'en-US',
          request.params.id,
        ),
      );
      const { rows } = await searchProducts(db, scope, {
        search: '',
        limit: PRODUCT_LIST_LIMIT,
        offset: 0,
      });
      return {
        items: groupByMasterCode(rows).map(({ masterCode, variants }) => ({
          masterCode,
          name: (variants.find((variant) => variant.locale === 'en-US') ?? variants[0])?.name ?? '',
          locales: variants.map((variant) => variant.locale),
        })),
      };
    },
  );
};
