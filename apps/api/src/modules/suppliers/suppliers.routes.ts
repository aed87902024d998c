import {
  CreateSupplierRequest,
  SupplierDetail,
  SupplierInput,
  SupplierRequest,
  SupplierRequestsResponse,
  SuppliersResponse,
} from '@sds/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { supplierRequests } from '../../platform/db/schema.ts';
import { principalOf } from '../../platform/http/access-control.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import { mailInTransaction } from '../../platform/mail/mail-in-transaction.ts';
import { createFailureLimiter } from '../../platform/security/failure-limiter.ts';
import { productKeepers } from '../products/index.ts';
import { askSupplier, productToAskFor } from './ask-supplier.ts';
import { createSupplier, updateSupplier } from './keep-suppliers.ts';
import {
  findRequests,
  listSuppliers,
  supplierDetail,
  supplierOfProduct,
} from './suppliers.queries.ts';

const tags = ['suppliers'];
const Id = z.object({ id: z.uuid() });
/** One supplier address gets at most this many requests an hour, whoever asks (issue 25). */
export const REQUESTS_PER_SUPPLIER_ADDRESS_PER_HOUR = 50;

/**
 * The company's suppliers and its requests to them for current sheets (decision 0070): for key
 * users and administrators of the company, as the products they keep.
 */
export const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { config } = app;
  const askDeps = {
    db,
    publicUrl: config.publicUrl,
    mail: mailInTransaction({
      from: config.mailFrom,
      smtpUrl: config.smtpUrl,
      outboxDir: config.outboxDir,
      logger: app.log,
      queueKey: app.secretKeys.mailQueue,
    }),
    perAddress: createFailureLimiter(
      'supplier-request',
      [{ name: 'address', points: REQUESTS_PER_SUPPLIER_ADDRESS_PER_HOUR, durationSeconds: 3600 }],
      app.redis,
    ),
  };
  const access = { access: productKeepers };

  app.get(
    '/api/suppliers',
    {
      config: access,
      schema: {
        tags,
        summary: 'The company’s suppliers by name',
        response: { 200: SuppliersResponse, ...problemResponses(401, 403) },
      },
    },
    async (request) => ({ items: await listSuppliers(db, principalOf(request).companyId) }),
  );

  app.post(
    '/api/suppliers',
    {
      config: access,
      schema: {
        tags,
        summary: 'Add a supplier',
        body: SupplierInput,
        response: { 201: SupplierDetail, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { companyId } = principalOf(request);
      const id = await createSupplier(db, companyId, request.body);
      return reply.code(201).send(await supplierDetail(db, companyId, id));
    },
  );

  app.get(
    '/api/suppliers/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'A supplier with its products and requests',
        params: Id,
        response: { 200: SupplierDetail, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => supplierDetail(db, principalOf(request).companyId, request.params.id),
  );

  app.put(
    '/api/suppliers/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Change a supplier’s name, e-mail, phone or language',
        params: Id,
        body: SupplierInput,
        response: { 200: SupplierDetail, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { companyId } = principalOf(request);
      await updateSupplier(db, companyId, request.params.id, request.body);
      return supplierDetail(db, companyId, request.params.id);
    },
  );

  app.get(
    '/api/products/:id/supplier-requests',
    {
      config: access,
      schema: {
        tags,
        summary: 'A product’s supplier and its requests for a current SDS',
        params: Id,
        response: { 200: SupplierRequestsResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { companyId } = principalOf(request);
      const product = await productToAskFor(db, companyId, request.params.id);
      const supplier = await supplierOfProduct(db, companyId, product.supplier);
      const [listed] = supplier
        ? await listSuppliers(db, companyId, { supplierId: supplier.id })
        : [];
      const items = await findRequests(
        db,
        and(eq(supplierRequests.companyId, companyId), eq(supplierRequests.productId, product.id)),
      );
      return { supplier: listed ?? null, items };
    },
  );

  app.post(
    '/api/products/:id/supplier-requests',
    {
      config: access,
      schema: {
        tags,
        summary: 'Ask the supplier for the product’s current SDS',
        description:
          'E-mails the supplier a link to upload the SDS without an account: one upload, 30 days, a reminder after 14. 409 when there is no supplier with an e-mail address; 429 past 50 requests an hour to one address.',
        params: Id,
        body: CreateSupplierRequest,
        response: { 201: SupplierRequest, ...problemResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const created = await askSupplier(askDeps, principalOf(request), {
        productId: request.params.id,
        supplierId: request.body.supplierId,
      });
      return reply.code(201).send(created);
    },
  );
};
