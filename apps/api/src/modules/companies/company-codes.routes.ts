import {
  CompanyCode,
  CompanyCodeParams,
  MaskedCompanyCodes,
  ResetCompanyCodeResponse,
  type CompanyCodeKind,
} from '@sds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/http/access-control.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import { companyAdministrators } from '../../platform/security/access-policy.ts';
import { readMaskedCompanyCodes } from './company-codes.ts';
import { requireCompany } from './company-directory.ts';
import { resetCompanyCode } from './reset-company-code.ts';
import { revealCompanyCode } from './reveal-company-code.ts';

const tags = ['companies'];
const CompanyId = z.object({ id: z.uuid() });
/** Answers that carry a code in full are kept by no cache on the way. */
const NOT_STORED = 'no-store';

/** The three reset calls of the call list, each for one kind of code. */
const resets: { path: string; kind: CompanyCodeKind; summary: string }[] = [
  {
    path: '/api/Companies/:id/resetKeyUserAuthCode',
    kind: 'KeyUser',
    summary: 'New key-user code; every key-user device is signed out',
  },
  {
    path: '/api/Companies/:id/resetUserAuthCode',
    kind: 'User',
    summary: 'New user code; every user device is signed out',
  },
  {
    path: '/api/Companies/:id/resetSubscriptionCode',
    kind: 'Subscription',
    summary: 'New subscription code',
  },
];

/**
 * A company's codes (docs/product/codes-and-licences.md#company-codes): masked, revealed one at a
 * time (recorded), and reset.
 */
export const companyCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const keys = app.secretKeys;

  app.get(
    '/api/Companies/:id/codes',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'The company’s three codes, masked but their last four characters',
        params: CompanyId,
        response: { 200: MaskedCompanyCodes, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const company = await requireCompany(db, principalOf(request), request.params.id);
      reply.header('cache-control', NOT_STORED);
      return readMaskedCompanyCodes(db, keys, company.id);
    },
  );

  app.post(
    '/api/Companies/:id/codes/:kind/reveal',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'One code in full; every reveal is recorded in the company’s audit log',
        params: CompanyCodeParams,
        response: { 200: CompanyCode, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const revealed = await revealCompanyCode(db, keys, request.log, {
        principal: principalOf(request),
        companyId: request.params.id,
        kind: request.params.kind,
      });
      return reply.header('cache-control', NOT_STORED).send(revealed);
    },
  );

  for (const reset of resets) {
    app.put(
      reset.path,
      {
        config: { access: companyAdministrators },
        schema: {
          tags,
          summary: reset.summary,
          description:
            'Answers the new code once, for the administrator to pass on; the old code no longer signs in.',
          params: CompanyId,
          response: { 200: ResetCompanyCodeResponse, ...problemResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { deviceGuids, ...answer } = await resetCompanyCode(db, keys, request.log, {
          principal: principalOf(request),
          companyId: request.params.id,
          kind: reset.kind,
        });
        for (const deviceGuid of deviceGuids) app.deviceCache.forget(deviceGuid);
        return reply.header('cache-control', NOT_STORED).send(answer);
      },
    );
  }
};
