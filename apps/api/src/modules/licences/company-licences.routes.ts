import {
  CompanyLicence,
  CompanyLicenceListResponse,
  CompanyLicenceStatusResponse,
  CreateCompanyLicenceRequest,
  LicenceTotals,
  UpdateCompanyLicenceRequest,
} from '@sds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/http/access-control.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import {
  companyAdministrators,
  platformAdministrators,
} from '../../platform/security/access-policy.ts';
import { addCompanyLicence } from './add-company-licence.ts';
import {
  presentCompanyLicence,
  presentCompanyLicenceStatus,
} from './company-licences.presenter.ts';
import { findCompanyLicence, listCompanyLicences } from './read-company-licences.ts';
import { recomputeCompanyTotals } from './recompute-company-totals.ts';
import { updateCompanyLicence } from './update-company-licence.ts';

const tags = ['licences'];
const CompanyLicenceId = z.object({ id: z.uuid() });

/**
 * Company licences (docs/product/roles-and-access.md#roles,
 * docs/product/codes-and-licences.md#licences): Admin gives and changes them; Admin and the
 * company's own CompanyAdmin read them. Another company's licence or company is a 404.
 */
export const companyLicenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    '/api/CompanyLicenses',
    {
      config: { access: platformAdministrators },
      schema: {
        tags,
        summary: 'Give a company a licence or add-on (its totals follow)',
        body: CreateCompanyLicenceRequest,
        response: { 201: CompanyLicence, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const id = await addCompanyLicence({ db, log: request.log }, principal, request.body);
      return reply
        .code(201)
        .send(presentCompanyLicence(await findCompanyLicence(db, principal, id)));
    },
  );

  app.post(
    '/api/CompanyLicenses/update',
    {
      config: { access: platformAdministrators },
      schema: {
        tags,
        summary: 'Change a company licence: quantity, period, cancellation (its totals follow)',
        body: UpdateCompanyLicenceRequest,
        response: { 200: CompanyLicence, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      await updateCompanyLicence({ db, log: request.log }, principal, request.body);
      return presentCompanyLicence(await findCompanyLicence(db, principal, request.body.id));
    },
  );

  app.get(
    '/api/CompanyLicenses/:id',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'One company licence',
        params: CompanyLicenceId,
        response: { 200: CompanyLicence, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      presentCompanyLicence(await findCompanyLicence(db, principalOf(request), request.params.id)),
  );

  app.get(
    '/api/CompanyLicenses/:id/checkstatus',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'Whether a company licence is active, expired, not yet started or cancelled',
        params: CompanyLicenceId,
        response: { 200: CompanyLicenceStatusResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      presentCompanyLicenceStatus(
        await findCompanyLicence(db, principalOf(request), request.params.id),
      ),
  );

  app.get(
    '/api/CompanyLicenses/:companyid/updatelicenses',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'Recompute a company’s licence totals from its active licences and add-ons',
        params: z.object({ companyid: z.uuid() }),
        response: { 200: LicenceTotals, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      recomputeCompanyTotals(
        { db, log: request.log },
        principalOf(request),
        request.params.companyid,
      ),
  );

  app.get(
    '/api/Companies/:companyId/licenses',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'A company’s licences with their status, and the totals they grant today',
        params: z.object({ companyId: z.uuid() }),
        response: { 200: CompanyLicenceListResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listCompanyLicences(db, principalOf(request), request.params.companyId),
  );
};
