import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyLicenceRoutes } from './company-licences.routes.ts';
import { licenceCatalogueRoutes } from './licence-catalogue.routes.ts';

/** Every licence route (decision 0024): the catalogue and add-ons, and company licences. */
export const licenceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(licenceCatalogueRoutes);
  await app.register(companyLicenceRoutes);
};
