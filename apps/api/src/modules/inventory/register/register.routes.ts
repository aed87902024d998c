import {
  REGISTER_MEDIA_TYPES,
  RegisterQuery,
  resolveSupportedLocale,
  type RegisterFormat,
} from '@sds/contract';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../../platform/http/access-control.ts';
import { problemResponses } from '../../../platform/http/problem-responses.ts';
import { loadServerTexts } from '../../../platform/i18n/server-texts.ts';
import { inventoryKeepers } from '../locations/inventory.policy.ts';
import { readRegisterPages } from './register.queries.ts';
import { registerHeadingOf, type RegisterHeading } from './register-rows.ts';
import { resolveRegisterScope } from './register-scope.ts';
import { writeInBackground } from './register-stream.ts';
import { writeRegisterCsv } from './write-register-csv.ts';
import { writeRegisterPdf } from './write-register-pdf.ts';
import { writeRegisterXlsx } from './write-register-xlsx.ts';

const WRITERS = { csv: writeRegisterCsv, xlsx: writeRegisterXlsx, pdf: writeRegisterPdf };

/** The register's file documented in OpenAPI: any of its formats' bytes. */
const RegisterFile = z
  .file()
  .mime(Object.values(REGISTER_MEDIA_TYPES).map((type) => type.replace(/;.*/, '')))
  .describe(
    'The register in the format asked for (CSV, XLSX or PDF)',
  ) as unknown as z.ZodType<NodeJS.ReadableStream>;

/** `Demo Chemicals B.V. – Register of hazardous substances 2026-11-29.xlsx`. */
function registerFileName(heading: RegisterHeading, format: RegisterFormat): string {
  const company = heading.companyName.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim();
  const title = heading.texts.t('documents:register.title');
  return `${company} – ${title} ${heading.generatedAt.toISOString().slice(0, 10)}.${format}`;
}

/** The interface language of a request: `locale` when given, else its first Accept-Language. */
function localeOf(query: RegisterQuery, acceptLanguage: string | undefined) {
  return resolveSupportedLocale(query.locale ?? acceptLanguage?.split(',')[0]?.split(';')[0]);
}

/**
 * `GET /api/companies/{id}/register` (issue 26 must-have 2, decision 0076): the register of
 * hazardous substances of a company, a site or a location, streamed as it is read.
 */
export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/companies/:id/register',
    {
      // Fastify's HEAD of a GET drains the stream: it would read the whole register for nothing.
      exposeHeadRoute: false,
      config: { access: inventoryKeepers },
      schema: {
        tags: ['inventory'],
        summary:
          'The register of hazardous substances (Gefahrstoffverzeichnis) as CSV, XLSX or PDF',
        description:
          'One row per product in stock in the company, or in a site’s or a location’s subtree: supplier, SDS revision date, signal word, pictograms, H/EUH codes, storage class, quantities per location and the regulatory flags of its composition. Titles in `locale`, else the Accept-Language language. Streamed. A site or location that is not the company’s, or a location outside the site: 404.',
        params: z.object({ id: z.uuid() }),
        querystring: RegisterQuery,
        response: { 200: RegisterFile, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { format, site, location } = request.query;
      const scope = await resolveRegisterScope(db, principalOf(request), {
        companyId: request.params.id,
        site,
        location,
      });
      const locale = localeOf(request.query, request.headers['accept-language']);
      const texts = await loadServerTexts(locale, ['products', 'documents']);
      const heading = registerHeadingOf(scope, texts);
      const { output, write } = WRITERS[format](readRegisterPages(db, scope), scope, heading);
      return reply
        .type(REGISTER_MEDIA_TYPES[format])
        .header(
          'content-disposition',
          contentDisposition(registerFileName(heading, format), { type: 'attachment' }),
        )
        .header('cache-control', 'private, no-store')
        .send(writeInBackground(output, request.log, write));
    },
  );
};
