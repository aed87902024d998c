import { CompanyDeviceListResponse, DeviceLabelRequest } from '@sds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/http/access-control.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import { companyAdministrators } from '../../platform/security/access-policy.ts';
import { labelCompanyDevice, listCompanyDevices, revokeCompanyDevice } from './company-devices.ts';
import { requireCompany } from './company-directory.ts';

const tags = ['companies'];

/**
 * A company's signed-in devices (docs/product/codes-and-licences.md#devices): listed, named by
 * an administrator, and revoked one at a time.
 */
export const companyDevicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { deviceInactivityMs } = app.config;

  app.get(
    '/api/Companies/:id/devices',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'The devices holding one of the company’s licences',
        params: z.object({ id: z.uuid() }),
        response: { 200: CompanyDeviceListResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const company = await requireCompany(db, principalOf(request), request.params.id);
      return { items: await listCompanyDevices(db, company.id, deviceInactivityMs) };
    },
  );

  app.delete(
    '/api/Companies/:id/devices/:deviceId',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'Revoke a device: signed out at once, its licence free',
        params: z.object({ id: z.uuid(), deviceId: z.uuid() }),
        response: {
          204: z.null().describe('Revoked'),
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const deviceGuid = await revokeCompanyDevice(db, request.log, {
        principal: principalOf(request),
        companyId: request.params.id,
        deviceId: request.params.deviceId,
        deviceInactivityMs,
      });
      app.deviceCache.forget(deviceGuid);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/Companies/:id/devices/:deviceId/label',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'Name a device, so it is told apart from the others ("" removes the name)',
        params: z.object({ id: z.uuid(), deviceId: z.uuid() }),
        body: DeviceLabelRequest,
        response: {
          204: z.null().describe('Named'),
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      await labelCompanyDevice(db, request.log, {
        principal: principalOf(request),
        companyId: request.params.id,
        deviceId: request.params.deviceId,
        label: request.body.label,
        deviceInactivityMs,
      });
      return reply.code(204).send(null);
    },
  );
};
