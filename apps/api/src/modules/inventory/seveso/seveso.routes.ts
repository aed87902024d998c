import { SevesoReport } from '@sds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../../platform/http/access-control.ts';
import { problemResponses } from '../../../platform/http/problem-responses.ts';
import { inventoryKeepers } from '../locations/inventory.policy.ts';
import { assessSeveso } from './assess-seveso.ts';
import { sevesoAnnex } from './seveso-annex.ts';
import { readSevesoSite, readSevesoStock } from './seveso.queries.ts';

/**
 * `GET /api/sites/{id}/seveso` (issue 26 must-have 5, decision 0077): which Seveso III tier the
 * stock of a site puts it in, and why.
 */
export const sevesoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/sites/:id/seveso',
    {
      config: { access: inventoryKeepers },
      schema: {
        tags: ['inventory'],
        summary: 'Seveso III tier of a site, with the summation rule',
        description:
          'The stock of the site’s subtree in tonnes (kg; litres at 1 kg/L when the product has no density; pieces × container) summed by the categories of Directive 2012/18/EU Annex I Part 1, assigned from hazard statements, and by the named substances of Part 2 (CAS numbers), with the sums of note 4 for the groups H, P and E against the lower- and upper-tier quantities. Assumptions are stated per product; rows not checked against a source say `verified: false`. A location that is not a site, or another company’s site: 404.',
        params: z.object({ id: z.uuid() }),
        response: { 200: SevesoReport, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const site = await readSevesoSite(db, principalOf(request), request.params.id);
      const assessment = assessSeveso(await readSevesoStock(db, site));
      const annex = sevesoAnnex();
      return {
        siteId: site.id,
        siteName: site.name,
        ...assessment,
        source: `${annex.title}, CELEX ${annex.celex}, transcribed ${annex.transcribed}`,
      };
    },
  );
};
