import {
  Licence,
  LicenceAddon,
  LicenceAddonListResponse,
  LicenceAddonRequest,
  LicenceListResponse,
  LicenceRequest,
} from '@sds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/http/access-control.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import {
  companyAdministrators,
  platformAdministrators,
} from '../../platform/security/access-policy.ts';
import { createAddon, findAddon, listAddons, updateAddon } from './licence-addons.ts';
import { createLicence, findLicence, listLicences, updateLicence } from './licence-catalogue.ts';

const tags = ['licences'];
const ItemId = z.object({ id: z.uuid() });

/**
 * The licence catalogue and add-ons (docs/product/roles-and-access.md#roles: Admin keeps them; a
 * CompanyAdmin reads add-ons).
 */
export const licenceCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/Licenses',
    {
      config: { access: platformAdministrators },
      schema: {
        tags,
        summary: 'The licence catalogue, available and withdrawn',
        response: { 200: LicenceListResponse, ...problemResponses(401, 403) },
      },
    },
    async () => ({ items: await listLicences(db) }),
  );

  app.post(
    '/api/Licenses',
    {
      config: { access: platformAdministrators },
      schema: {
        tags,
        summary: 'Add a licence to the catalogue',
        body: LicenceRequest,
        response: { 201: Licence, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await createLicence(db, request.body)),
  );

  app.get(
    '/api/Licenses/:id',
    {
      config: { access: platformAdministrators },
      schema: {
        tags,
        summary: 'One catalogue licence',
        params: ItemId,
        response: { 200: Licence, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => findLicence(db, request.params.id),
  );

  app.put(
    '/api/Licenses/:id',
    {
      config: { access: platformAdministrators },
      schema: {
        tags,
        summary: 'Change a catalogue licence (the totals of the companies holding it follow)',
        params: ItemId,
        body: LicenceRequest,
        response: { 200: Licence, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateLicence(
        { db, log: request.log },
        principalOf(request),
        request.params.id,
        request.body,
      ),
  );

  app.get(
    '/api/LicenseAddons',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'Add-ons: every one for Admin, the available ones for a CompanyAdmin',
        response: { 200: LicenceAddonListResponse, ...problemResponses(401, 403) },
      },
    },
    async (request) => ({ items: await listAddons(db, principalOf(request)) }),
  );

  app.post(
    '/api/LicenseAddons',
    {
      config: { access: platformAdministrators },
      schema: {
        tags,
        summary: 'Add an add-on to the catalogue',
        body: LicenceAddonRequest,
        response: { 201: LicenceAddon, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await createAddon(db, request.body)),
  );

  app.get(
    '/api/LicenseAddons/:id',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'One add-on (a withdrawn one only for Admin)',
        params: ItemId,
        response: { 200: LicenceAddon, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => findAddon(db, principalOf(request), request.params.id),
  );

  app.put(
    '/api/LicenseAddons/:id',
    {
      config: { access: platformAdministrators },
      schema: {
        tags,
        summary: 'Change an add-on (the totals of the companies holding it follow)',
        params: ItemId,
        body: LicenceAddonRequest,
        response: { 200: LicenceAddon, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateAddon({ db, log: request.log }, principalOf(request), request.params.id, request.body),
  );
};
