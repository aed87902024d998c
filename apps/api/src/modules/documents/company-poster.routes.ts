import { CompanyPosterQuery, posterSignInPathFor, resolveSupportedLocale } from '@sds/contract';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/http/access-control.ts';
import { binaryFile } from '../../platform/http/binary-file.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import { companyAdministrators } from '../../platform/security/access-policy.ts';
import { readCompanyPosterFacts } from '../companies/index.ts';
import { loadDocumentTexts } from './generated/document-texts.ts';
import { renderCompanyPoster } from './generated/render-company-poster.ts';

/** A file name that says what it is: `Demo Chemicals B.V. – sign-in poster.pdf`. */
function posterFileName(companyName: string): string {
  return `${companyName.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim()} – sign-in poster.pdf`;
}

/**
 * `POST /api/companies/{companyId}/poster` (issue 24, decision 0055): the company's printable
 * sign-in poster. A POST, not a GET: it hands out the user code (recorded like a reveal), so no
 * link, prefetch or cache may fetch it by the way.
 */
export const companyPosterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/companies/:companyId/poster',
    {
      config: { access: companyAdministrators },
      schema: {
        tags: ['companies'],
        summary:
          'An A4 poster whose QR code signs a phone in as a user device of the company, with its emergency numbers',
        description:
          'The QR code opens /login#code=<user code>: the code stays in the URL fragment, which no browser sends to a server. Resetting the user code voids every poster.',
        params: z.object({ companyId: z.uuid() }),
        querystring: CompanyPosterQuery,
        response: { 200: binaryFile('application/pdf'), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const facts = await readCompanyPosterFacts(app.database.db, app.secretKeys, request.log, {
        principal: principalOf(request),
        companyId: request.params.companyId,
      });
      const locale = resolveSupportedLocale(request.query.locale ?? facts.defaultLocale);
      const content = await renderCompanyPoster({
        texts: await loadDocumentTexts(locale),
        locale,
        companyName: facts.companyName,
        signInUrl: `${app.config.publicUrl}${posterSignInPathFor(facts.userCode)}`,
        emergency: facts.emergency,
      });
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          contentDisposition(posterFileName(facts.companyName), { type: 'attachment' }),
        )
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );
};
