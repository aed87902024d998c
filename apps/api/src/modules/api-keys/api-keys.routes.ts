import {
  ApiKeyListResponse,
  ApiKeySummary,
  CreateApiKeyRequest,
  CreatedApiKey,
  UpdateApiKeyRequest,
} from '@sds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/http/access-control.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import { companyAdministrators } from '../../platform/security/access-policy.ts';
import { requireCompany } from '../companies/index.ts';
import { listApiKeys, presentApiKey, requireApiKey } from './api-keys.queries.ts';
import { changeApiKey, revokeApiKey } from './change-api-key.ts';
import { createApiKey } from './create-api-key.ts';

const tags = ['api-keys'];
const CompanyId = z.object({ companyId: z.uuid() });
const ApiKeyId = z.object({ companyId: z.uuid(), id: z.uuid() });

/** A company's integration keys (docs/product/security.md#api-keys). */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/Companies/:companyId/apikey',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'The company’s API keys (never the keys themselves)',
        params: CompanyId,
        response: { 200: ApiKeyListResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const company = await requireCompany(db, principalOf(request), request.params.companyId);
      return { items: await listApiKeys(db, company.id) };
    },
  );

  app.post(
    '/api/Companies/:companyId/apikey',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'Create an API key; the answer is the only time the key is shown',
        params: CompanyId,
        // Without a body Fastify hands the validator null: the name is optional, so is the body.
        body: CreateApiKeyRequest.nullish(),
        response: { 201: CreatedApiKey, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const created = await createApiKey(db, request.log, {
        principal: principalOf(request),
        companyId: request.params.companyId,
        name: request.body?.name,
      });
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .header('location', `/api/Companies/${request.params.companyId}/apikey/${created.id}`)
        .send(created);
    },
  );

  app.get(
    '/api/Companies/:companyId/apikey/:id',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'One API key (a deleted one is a 404)',
        params: ApiKeyId,
        response: { 200: ApiKeySummary, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const company = await requireCompany(db, principalOf(request), request.params.companyId);
      return presentApiKey(await requireApiKey(db, company.id, request.params.id));
    },
  );

  app.put(
    '/api/Companies/:companyId/apikey/:id',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'Rename an API key, enable or disable it',
        params: ApiKeyId,
        body: UpdateApiKeyRequest,
        response: { 200: ApiKeySummary, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      changeApiKey(db, request.log, {
        principal: principalOf(request),
        companyId: request.params.companyId,
        apiKeyId: request.params.id,
        change: request.body,
      }),
  );

  app.delete(
    '/api/Companies/:companyId/apikey/:id',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'Delete an API key for good: it never works again',
        params: ApiKeyId,
        response: {
          204: z.null().describe('Deleted'),
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      await revokeApiKey(db, request.log, {
        principal: principalOf(request),
        companyId: request.params.companyId,
        apiKeyId: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );
};
