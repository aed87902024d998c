import {
  CompanyDetails,
  CompanyListQuery,
  CompanyListResponse,
  DeleteCompanyQuery,
  UpdateCompanyRequest,
} from '@sds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/http/access-control.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import {
  companyAdministrators,
  platformAdministrators,
} from '../../platform/security/access-policy.ts';
import { listCompanies, readCompanyDetails, requireCompany } from './company-directory.ts';
import { deleteCompany } from './delete-company.ts';
import { renameCompany } from './rename-company.ts';

const tags = ['companies'];
const CompanyId = z.object({ id: z.uuid() });

/**
 * The company calls (docs/product/roles-and-access.md#who-may-call-what): the list, one company
 * with its licence use, renaming and deletion.
 */
export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { deviceInactivityMs } = app.config;

  app.get(
    '/api/Companies',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary:
          'The companies the caller administers (Admin: all, with search; CompanyAdmin: its own)',
        querystring: CompanyListQuery,
        response: { 200: CompanyListResponse, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listCompanies(db, principalOf(request), request.query),
  );

  app.get(
    '/api/Companies/:id',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'A company with its licence totals and the licences in use per kind',
        params: CompanyId,
        response: { 200: CompanyDetails, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const company = await requireCompany(db, principalOf(request), request.params.id);
      return readCompanyDetails(db, company, deviceInactivityMs);
    },
  );

  app.put(
    '/api/Companies/:id',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'Rename a company',
        params: CompanyId,
        body: UpdateCompanyRequest,
        response: { 200: CompanyDetails, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const company = await renameCompany(db, request.log, {
        principal: principalOf(request),
        companyId: request.params.id,
        name: request.body.name,
      });
      return readCompanyDetails(db, company, deviceInactivityMs);
    },
  );

  app.delete(
    '/api/Companies/:id',
    {
      config: { access: platformAdministrators },
      schema: {
        tags,
        summary: 'Delete a company with everything of it (Admin)',
        description:
          'Answers 409 while devices of the company are signed in, saying how many; with force=true they are signed out and the company is deleted (decision 0023).',
        params: CompanyId,
        querystring: DeleteCompanyQuery,
        response: {
          204: z.null().describe('Deleted'),
          ...problemResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const deleted = await deleteCompany(db, {
        principal: principalOf(request),
        companyId: request.params.id,
        force: request.query.force,
        deviceInactivityMs,
      });
      for (const deviceGuid of deleted.deviceGuids) app.deviceCache.forget(deviceGuid);
      request.log.info(
        { companyId: request.params.id, signedOutDevices: deleted.signedOutDevices },
        'Company deleted',
      );
      return reply.code(204).send(null);
    },
  );
};
