import { EmergencyNumbers, EmergencyNumbersRequest } from '@sds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/http/access-control.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import { companyAdministrators } from '../../platform/security/access-policy.ts';
import { companyReaders } from './companies.policy.ts';
import {
  changeCompanyEmergencyNumbers,
  emergencyNumbersOf,
  readCompanyEmergencyNumbers,
} from './company-emergency-numbers.ts';

const tags = ['emergency numbers'];
const CompanyId = z.object({ companyId: z.uuid() });

/**
 * A company's emergency and poison-centre numbers (decision 0048,
 * docs/product/documents.md#emergency-numbers): every sheet offers them, the CompanyAdmin keeps
 * them.
 */
export const companyEmergencyNumbersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/emergency-numbers',
    {
      config: { access: companyReaders },
      schema: {
        tags,
        summary: 'The emergency numbers of the caller’s company (none set: nulls)',
        response: { 200: EmergencyNumbers, ...problemResponses(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, max-age=300');
      return emergencyNumbersOf(db, principalOf(request).companyId);
    },
  );

  app.get(
    '/api/companies/:companyId/emergency-numbers',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'A company’s emergency numbers, to edit them',
        params: CompanyId,
        response: { 200: EmergencyNumbers, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      readCompanyEmergencyNumbers(db, principalOf(request), request.params.companyId),
  );

  app.put(
    '/api/companies/:companyId/emergency-numbers',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'Set a company’s emergency and poison-centre numbers (null clears one)',
        params: CompanyId,
        body: EmergencyNumbersRequest,
        response: { 200: EmergencyNumbers, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      changeCompanyEmergencyNumbers(db, request.log, {
        principal: principalOf(request),
        companyId: request.params.companyId,
        numbers: request.body,
      }),
  );
};
