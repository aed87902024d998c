import { OfficialStatementsQuery, OfficialStatementsResponse } from '@sds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import { officialStatements } from './clp-phrases.ts';
import { productReaders } from './products.policy.ts';

/** The official CLP statement catalogue: what the editor offers and the sheet translates by. */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/statements',
    {
      config: { access: productReaders },
      schema: {
        tags: ['products'],
        summary:
          'The official CLP H/EUH/P codes with their texts in a locale (product editor; the sheet in the reader’s language)',
        querystring: OfficialStatementsQuery,
        response: { 200: OfficialStatementsResponse, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      // The list changes with a release of the portal, not from one request to the next.
      reply.header('cache-control', 'private, max-age=86400');
      return { items: officialStatements(request.query.locale) };
    },
  );
};
