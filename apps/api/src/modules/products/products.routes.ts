import {
  Locale,
  PRODUCT_LIST_LIMIT,
  Product,
  ProductByIdQuery,
  ProductGroupsResponse,
  ProductListQuery,
  ProductListResponse,
  ProductSearchQuery,
  ProductSearchResponse,
  ReadCompanyQuery,
  productLocaleFromAcceptLanguage,
  type SupportedLocale,
} from '@sds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/http/access-control.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import { documentLinkOptions } from './product-documents.presenter.ts';
import { groupByMasterCode } from './product-groups.ts';
import { productReaders, productScopeFor, requireOwnCompany } from './products.policy.ts';
import { presentProductSummary } from './products.presenter.ts';
import type { ProductKey } from './products.queries.ts';
import { searchProducts, searchProductsInAnyLanguage } from './search-products.queries.ts';
import { answerWithContentVersion } from './content-version.ts';
import { readProduct as readProductAsCaller, readProductWithVersion } from './read-product.ts';
import { readsCachedSheets, sendCachedSheet, sheetThroughCache } from './sheet-cache.ts';

const tags = ['products'];
const errors = problemResponses(400, 401, 403, 404);
const noFlags = { onlyApproval: false, includeAll: false, allLocales: false };

/**
 * The product read calls (docs/product/search.md#scope-and-flags); the company product lists are
 * in company-product-lists.routes.ts.
 */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { sheetCache } = app;
  const requestLocale = (headers: Record<string, unknown>) =>
    productLocaleFromAcceptLanguage(headers['accept-language'] as string | undefined);

  const readProduct = (
    principal: Principal,
    key: ProductKey,
    namedCompanyId?: string,
  ): Promise<Product> =>
    readProductAsCaller(db, principal, key, documentLinkOptions(app), namedCompanyId);

  app.get(
    '/api/products',
    {
      config: { access: productReaders },
      schema: {
        tags,
        summary: 'Search products',
        description:
          'Name, supplier, article number, master code, UN, CAS and H/P codes; exact codes first; typo-tolerant on names; in the Accept-Language locale unless allLocales.',
        querystring: ProductSearchQuery,
        response: { 200: ProductSearchResponse, ...errors },
      },
    },
    async (request) => {
      const { search, page, pageSize, companyId, ...flags } = request.query;
      requireOwnCompany(principalOf(request), companyId);
      const scope = productScopeFor(
        principalOf(request),
        flags,
        requestLocale(request.headers),
        companyId,
      );
      const { rows, total } = await searchProductsInAnyLanguage(db, scope, {
        search: search ?? '',
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { items: rows.map(presentProductSummary), total };
    },
  );

  app.get(
    '/api/products/list',
    {
      config: { access: productReaders },
      schema: {
        tags,
        summary: 'A light product list for pickers (at most 500)',
        querystring: ProductListQuery,
        response: { 200: ProductListResponse, ...errors },
      },
    },
    async (request) => {
      const { search, allLocales, companyId } = request.query;
      requireOwnCompany(principalOf(request), companyId);
      const scope = productScopeFor(
        principalOf(request),
        { ...noFlags, allLocales },
        requestLocale(request.headers),
        companyId,
      );
      const { rows } = await searchProducts(db, scope, {
        search: search ?? '',
        limit: PRODUCT_LIST_LIMIT,
        offset: 0,
      });
      return {
        items: rows.map(({ id, name, articleNumber, locale }) => ({
          id,
          name,
          articleNumber,
          locale: locale as SupportedLocale,
        })),
      };
    },
  );

  app.get(
    '/api/products/allLocales',
    {
      config: { access: productReaders },
      schema: {
        tags,
        summary: 'Search every locale, grouped by master code',
        querystring: ProductListQuery.pick({ search: true, companyId: true }),
        response: { 200: ProductGroupsResponse, ...errors },
      },
    },
    async (request) => {
      requireOwnCompany(principalOf(request), request.query.companyId);
      const scope = productScopeFor(
        principalOf(request),
        { ...noFlags, allLocales: true },
        'en-US',
        request.query.companyId,
      );
      const { rows } = await searchProducts(db, scope, {
        search: request.query.search ?? '',
        limit: PRODUCT_LIST_LIMIT,
        offset: 0,
      });
      const items = groupByMasterCode(rows);
      return { items, total: items.length };
    },
  );

  app.get(
    '/api/products/articlenumber/:articleNumber/:locale',
    {
      config: { access: productReaders },
      schema: {
        tags,
        summary: 'A product by its article number and locale',
        params: z.object({ articleNumber: z.string().min(1).max(100), locale: Locale }),
        querystring: ReadCompanyQuery,
        response: { 200: Product, ...errors },
      },
    },
    async (request) => {
      requireOwnCompany(principalOf(request), request.query.companyId);
      return readProduct(principalOf(request), request.params, request.query.companyId);
    },
  );

  app.get(
    '/api/products/mastercode/:masterCode',
    {
      config: { access: productReaders },
      schema: {
        tags,
        summary: 'A product by its master code, in the Accept-Language locale when it exists',
        params: z.object({ masterCode: z.string().min(1).max(100) }),
        querystring: ReadCompanyQuery,
        response: { 200: Product, ...errors },
      },
    },
    async (request) => {
      requireOwnCompany(principalOf(request), request.query.companyId);
      const key = { masterCode: request.params.masterCode, locale: requestLocale(request.headers) };
      return readProduct(principalOf(request), key, request.query.companyId);
    },
  );

  app.get(
    '/api/products/:id',
    {
      config: { access: productReaders },
      schema: {
        tags,
        summary: 'A product with every field',
        description:
          'For a key user, the working revision of their own company’s product, with a strong `ETag` naming the content they edit: send it back as `If-Match` on `PUT /api/products/{id}`. Others get a weak ETag of the body.',
        params: z.object({ id: z.uuid() }),
        querystring: ProductByIdQuery,
        response: { 200: Product, ...errors },
      },
    },
    async (request, reply) => {
      // `companyId` names the product's company: the caller's own, or a publisher whose
      // product the caller's company accepted (decision 0027). Any other is a 404.
      const { companyId } = request.query;
      const principal = principalOf(request);
      const named = (productCompanyId: string) => {
        if (companyId !== undefined && companyId.toLowerCase() !== productCompanyId) {
          throw new AppError('not-found', 'No such company');
        }
      };
      const key = { id: request.params.id };
      if (readsCachedSheets(principal)) {
        const sheet = await sheetThroughCache(sheetCache, principal.companyId, key.id, () =>
          readProductAsCaller(db, principal, key, documentLinkOptions(app)),
        );
        named(sheet.companyId);
        return sendCachedSheet(request, reply, sheet);
      }
      const { product, contentVersion } = await readProductWithVersion(
        db,
        principal,
        key,
        documentLinkOptions(app),
        companyId,
      );
      named(product.companyId);
      answerWithContentVersion(reply, contentVersion);
      return product;
    },
  );
};
