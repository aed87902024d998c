import {
  CompanyLocale,
  CompanyLocaleListResponse,
  CompanyLocaleRequest,
  LocaleListResponse,
  ProductLocalesResponse,
} from '@sds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/http/access-control.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import {
  addCompanyLocale,
  changeCompanyLocale,
  removeCompanyLocale,
} from './change-company-locales.ts';
import { companyAdministrators } from '../../platform/security/access-policy.ts';
import { requireCompany } from './company-directory.ts';
import {
  listCompanyLocales,
  presentCompanyLocale,
  requireCompanyLocale,
} from './company-locales.queries.ts';
import { LOCALE_OPTIONS } from './supported-locales.ts';
import { companyReaders } from './companies.policy.ts';

const tags = ['locales'];
const CompanyId = z.object({ companyId: z.uuid() });
const CompanyLocaleId = z.object({ companyId: z.uuid(), id: z.uuid() });

/**
 * The portal's locales, and the product locales each company keeps
 * (docs/product/languages.md#product-languages).
 */
export const companyLocalesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/Locale',
    {
      // The same list for everybody (no tenant data): the sign-in and registration screens may use it.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Every locale the portal supports, named in English and in itself',
        response: { 200: LocaleListResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return { items: LOCALE_OPTIONS };
    },
  );

  app.get(
    '/api/product-locales',
    {
      config: { access: companyReaders },
      schema: {
        tags,
        summary: 'The caller’s company’s product locales, the default first (none: empty)',
        description:
          'What a key user’s sheet holds a product’s languages against (decision 0048). The platform Admin belongs to no company and gets an empty list.',
        response: { 200: ProductLocalesResponse, ...problemResponses(401, 403) },
      },
    },
    async (request) => {
      const { companyId } = principalOf(request);
      if (companyId === '') return { items: [] };
      return { items: (await listCompanyLocales(db, companyId)).map((row) => row.locale) };
    },
  );

  app.get(
    '/api/companies/:companyId/locale',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'The company’s product locales, the default first',
        params: CompanyId,
        response: { 200: CompanyLocaleListResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const company = await requireCompany(db, principalOf(request), request.params.companyId);
      return { items: await listCompanyLocales(db, company.id) };
    },
  );

  app.post(
    '/api/companies/:companyId/locale',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'Add a product locale (the first one becomes the default)',
        params: CompanyId,
        body: CompanyLocaleRequest,
        response: { 201: CompanyLocale, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const added = await addCompanyLocale(db, request.log, {
        principal: principalOf(request),
        companyId: request.params.companyId,
        locale: request.body,
      });
      return reply
        .code(201)
        .header('location', `/api/companies/${request.params.companyId}/locale/${added.id}`)
        .send(added);
    },
  );

  app.get(
    '/api/companies/:companyId/locale/:id',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'One product locale of the company',
        params: CompanyLocaleId,
        response: { 200: CompanyLocale, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const company = await requireCompany(db, principalOf(request), request.params.companyId);
      return presentCompanyLocale(await requireCompanyLocale(db, company.id, request.params.id));
    },
  );

  app.put(
    '/api/companies/:companyId/locale/:id',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'Change a product locale or make it the default',
        description:
          'Making a locale the default unsets the old default; the default itself cannot be unset (409): make another locale the default instead.',
        params: CompanyLocaleId,
        body: CompanyLocaleRequest,
        response: { 200: CompanyLocale, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      changeCompanyLocale(db, request.log, {
        principal: principalOf(request),
        companyId: request.params.companyId,
        localeId: request.params.id,
        locale: request.body,
      }),
  );

  app.delete(
    '/api/companies/:companyId/locale/:id',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'Remove a product locale (never the default: 409)',
        params: CompanyLocaleId,
        response: {
          204: z.null().describe('Removed'),
          ...problemResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      await removeCompanyLocale(db, request.log, {
        principal: principalOf(request),
        companyId: request.params.companyId,
        localeId: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );
};
