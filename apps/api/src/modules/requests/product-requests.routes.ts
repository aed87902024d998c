import {
  ProductRequest,
  ProductRequestConversion,
  ProductRequestCreated,
  ProductRequestForm,
  ProductRequestListQuery,
  ProductRequestListResponse,
  PRODUCT_REQUEST_FIELDS,
  productLocaleFromAcceptLanguage,
  resolveSupportedLocale,
} from '@sds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/http/access-control.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import { registerUploadForms } from '../../platform/http/upload-form.ts';
import { binaryFile } from '../../platform/http/binary-file.ts';
import { sendStoredFile } from '../../platform/http/send-stored-file.ts';
import { productKeepers } from '../products/index.ts';
import { createCallerBudget } from '../../platform/security/caller-budget.ts';
import { convertProductRequest } from './convert-product-request.ts';
import { createProductRequest } from './create-product-request.ts';
import { dismissProductRequest } from './dismiss-product-request.ts';
import { presentProductRequest } from './product-requests.presenter.ts';
import { listProductRequests, requireProductRequest } from './product-requests.queries.ts';
import { readProductRequestForm } from './read-product-request-form.ts';
import { companyMembers } from './requests.policy.ts';

const tags = ['product requests'];
const RequestParams = z.object({ id: z.uuid() });

/** Requests one device or account may send in an hour: each may carry an SDS of 20 MB. */
export const PRODUCT_REQUESTS_PER_CALLER_PER_HOUR = 20;

/**
 * `POST /api/products/request` (docs/product/requests-and-feedback.md#product-requests) from anyone
 * of a company, and the calls its key users work through the requests with: list, read, the file,
 * convert into a product, dismiss. Static `/api/products/requests…` routes win over
 * `/api/products/:id` in the router.
 */
export const productRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const budget = createCallerBudget(
    'product-request',
    PRODUCT_REQUESTS_PER_CALLER_PER_HOUR,
    app.redis,
  );
  await registerUploadForms(app, { fields: 8 });

  app.post(
    '/api/products/request',
    {
      config: {
        access: companyMembers,
        multipartForm: ProductRequestForm.extend({
          [PRODUCT_REQUEST_FIELDS.file]: z.file().optional(),
        }),
      },
      schema: {
        tags,
        summary: 'Ask the company’s key users for a product',
        description: `multipart/form-data with the fields ${Object.values(PRODUCT_REQUEST_FIELDS).join(', ')} (docs/product/requests-and-feedback.md#product-requests), the text fields before the optional file. CompanyId must be the caller's company (another: 404). Without a file, Remarks must say which product. The file must be a PDF or SDScom XML by its content (415), at most UPLOAD_LIMIT_BYTES (413). At most ${PRODUCT_REQUESTS_PER_CALLER_PER_HOUR} an hour per device or account (429).`,
        consumes: ['multipart/form-data'],
        response: {
          201: ProductRequestCreated,
          ...problemResponses(400, 401, 403, 404, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      await budget.spend(principal);
      const submission = await readProductRequestForm(request, app.config.uploadLimitBytes);
      const created = await createProductRequest(db, app.fileStore, principal, submission);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/products/requests',
    {
      config: { access: productKeepers },
      schema: {
        tags,
        summary: 'The company’s product requests, open ones first (key users)',
        querystring: ProductRequestListQuery,
        response: { 200: ProductRequestListResponse, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { rows, total } = await listProductRequests(db, principalOf(request), request.query);
      return { items: rows.map(presentProductRequest), total };
    },
  );

  app.get(
    '/api/products/requests/:id',
    {
      config: { access: productKeepers },
      schema: {
        tags,
        summary: 'One product request (key users)',
        params: RequestParams,
        response: { 200: ProductRequest, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      presentProductRequest(
        await requireProductRequest(db, principalOf(request), request.params.id),
      ),
  );

  app.get(
    '/api/products/requests/:id/file',
    {
      config: { access: productKeepers, compress: false },
      schema: {
        tags,
        summary: 'The file a product request carries, as an attachment (key users)',
        params: RequestParams,
        response: { 200: binaryFile('application/*'), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const found = await requireProductRequest(db, principalOf(request), request.params.id);
      if (!found.file) throw new AppError('not-found', 'The request carries no file');
      return sendStoredFile(
        request,
        reply,
        app.fileStore,
        { ...found.file, createdAt: found.createdAt },
        { disposition: 'attachment', maxAgeSeconds: 0 },
      );
    },
  );

  app.post(
    '/api/products/requests/:id/convert',
    {
      config: { access: productKeepers },
      schema: {
        tags,
        summary: 'Turn a product request into a product (key users)',
        description:
          'With a file: imported exactly as POST /api/vibupload (a placeholder the SDS names; its language from the SDS, else Accept-Language). Without: a Draft named from the remarks, for the key user to fill in. A request converted or dismissed before: 409.',
        params: RequestParams,
        response: { 200: ProductRequestConversion, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      convertProductRequest(db, principalOf(request), {
        requestId: request.params.id,
        locale: resolveSupportedLocale(
          productLocaleFromAcceptLanguage(request.headers['accept-language']),
        ),
      }),
  );

  app.post(
    '/api/products/requests/:id/dismiss',
    {
      config: { access: productKeepers },
      schema: {
        tags,
        summary: 'Dismiss a product request (key users)',
        description: 'A request converted or dismissed before: 409.',
        params: RequestParams,
        response: { 200: ProductRequest, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => dismissProductRequest(db, principalOf(request), request.params.id),
  );
};
