import { RecordKeeping, RecordKeepingSettings } from '@sds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/http/access-control.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import { companyAdministrators } from '../../platform/security/access-policy.ts';
import { changeRecordKeeping, readRecordKeeping } from './company-record-keeping.ts';

const tags = ['record keeping'];
const CompanyId = z.object({ companyId: z.uuid() });
const errors = problemResponses(400, 401, 403, 404);

/**
 * How long a company's archive keeps deleted products (decision 0061) and when its sheets are due
 * for review (decision 0065): its administrator's.
 */
export const companyRecordKeepingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/companies/:companyId/record-keeping',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'The archive’s retention; when sheets are due for review',
        params: CompanyId,
        response: { 200: RecordKeepingSettings, ...errors },
      },
    },
    async (request) => readRecordKeeping(db, principalOf(request), request.params.companyId),
  );

  app.put(
    '/api/companies/:companyId/record-keeping',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary:
          'Set the archive’s retention (1–100 years), the review age (1–5) and its weekly digest',
        params: CompanyId,
        body: RecordKeeping,
        response: { 200: RecordKeepingSettings, ...errors },
      },
    },
    async (request) =>
      changeRecordKeeping(db, request.log, {
        principal: principalOf(request),
        companyId: request.params.companyId,
        recordKeeping: request.body,
      }),
  );
};
