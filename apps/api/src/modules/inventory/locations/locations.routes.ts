import {
  LocationChange,
  LocationDeleteQuery,
  LocationInput,
  LocationPage,
  LocationSummary,
  SitesResponse,
  StockMovementsQuery,
  StockMovementsResponse,
} from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../../platform/db/database.ts';
import { principalOf } from '../../../platform/http/access-control.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { Principal } from '../../../platform/http/principal.ts';
import { problemResponses } from '../../../platform/http/problem-responses.ts';
import { inventoryKeepers, inventoryReaders, requireInventoryCompany } from './inventory.policy.ts';
import { changeLocation, createLocation, deleteLocation } from './keep-locations.ts';
import {
  listSites,
  locationSummary,
  readLocationPage,
  requireLocation,
} from './locations.queries.ts';
import { readMovements } from './stock-movements.ts';

const tags = ['inventory'];
const Id = z.object({ id: z.uuid() });

/** A company the caller may act on that exists, or a 404 (another company's alike). */
async function requireCompany(db: Executor, principal: Principal, companyId: string) {
  requireInventoryCompany(principal, companyId);
  const result = await db.execute(sql`select 1 from companies where id = ${companyId}`);
  if (result.rows.length === 0) throw new AppError('not-found', 'No such company');
  return companyId.toLowerCase();
}

/**
 * A company's location tree (decision 0073): sites at the root, then any depth of buildings,
 * rooms and cabinets. Key users and CompanyAdmins keep it, everyone of the company reads it.
 */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/companies/:id/sites',
    {
      config: { access: inventoryReaders },
      schema: {
        tags,
        summary: 'A company’s sites (its locations without a parent) by name',
        params: Id,
        response: { 200: SitesResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const companyId = await requireCompany(db, principalOf(request), request.params.id);
      return { items: await listSites(db, companyId) };
    },
  );

  app.post(
    '/api/companies/:id/sites',
    {
      config: { access: inventoryKeepers },
      schema: {
        tags,
        summary: 'Add a site',
        description: 'Names are trimmed, 1–120 characters, unique among sites (case aside).',
        params: Id,
        body: LocationInput,
        response: { 201: LocationSummary, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const companyId = await requireCompany(db, principalOf(request), request.params.id);
      const id = await createLocation(db, { companyId, parentId: null, name: request.body.name });
      return reply.code(201).send(await locationSummary(db, id));
    },
  );

  app.get(
    '/api/companies/:id/stock-movements',
    {
      config: { access: inventoryKeepers },
      schema: {
        tags,
        summary: 'Every recorded change of the company’s stock, newest first',
        params: Id,
        querystring: StockMovementsQuery,
        response: { 200: StockMovementsResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const companyId = await requireCompany(db, principalOf(request), request.params.id);
      return readMovements(db, { companyId }, request.query);
    },
  );

  app.get(
    '/api/locations/:id',
    {
      config: { access: inventoryReaders },
      schema: {
        tags,
        summary: 'A location: its path, sublocations, stock and mixed-storage warnings',
        params: Id,
        response: { 200: LocationPage, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => readLocationPage(db, principalOf(request), request.params.id),
  );

  app.post(
    '/api/locations/:id/children',
    {
      config: { access: inventoryKeepers },
      schema: {
        tags,
        summary: 'Add a location inside this one (a building, room, cabinet…)',
        params: Id,
        body: LocationInput,
        response: { 201: LocationSummary, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const parent = await requireLocation(db, principalOf(request), request.params.id);
      const id = await createLocation(db, {
        companyId: parent.companyId,
        parentId: parent.id,
        name: request.body.name,
      });
      return reply.code(201).send(await locationSummary(db, id));
    },
  );

  app.put(
    '/api/locations/:id',
    {
      config: { access: inventoryKeepers },
      schema: {
        tags,
        summary: 'Rename a location, or move it with its contents under another parent',
        description:
          'parentId null makes it a site. A parent inside its own subtree: 409 location-cycle; a name its new siblings have: 409 location-name-taken.',
        params: Id,
        body: LocationChange,
        response: { 200: LocationSummary, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await changeLocation(db, principalOf(request), request.params.id, request.body);
      return locationSummary(db, request.params.id);
    },
  );

  app.delete(
    '/api/locations/:id',
    {
      config: { access: inventoryKeepers },
      schema: {
        tags,
        summary: 'Delete a location',
        description:
          'One that holds stock or sublocations: 409 location-not-empty, unless recursive=true, which deletes its subtree and records each stock entry in it as removed.',
        params: Id,
        querystring: LocationDeleteQuery,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const isRecursive = request.query.recursive === 'true';
      await deleteLocation(db, principalOf(request), request.params.id, isRecursive);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/locations/:id/movements',
    {
      config: { access: inventoryKeepers },
      schema: {
        tags,
        summary:
          'The recorded changes of a location’s stock (into, at and out of it), newest first',
        params: Id,
        querystring: StockMovementsQuery,
        response: { 200: StockMovementsResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const location = await requireLocation(db, principalOf(request), request.params.id);
      return readMovements(
        db,
        { companyId: location.companyId, locationId: location.id },
        request.query,
      );
    },
  );
};
