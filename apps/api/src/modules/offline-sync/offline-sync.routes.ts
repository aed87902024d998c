import { SYNC_PAGE_LIMIT, SyncQuery, SyncResponse } from '@sds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/http/access-control.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import {
  documentLinkOptions,
  productReaders,
  readingCompanyOf,
  readSheetsAsUser,
  requireOwnCompany,
  sheetEdition,
} from '../products/index.ts';
import { answerSync } from './sync-answer.ts';

/**
 * `GET /api/products/sync`: the offline pack's download and its deltas (decision 0052,
 * docs/product/offline-sync.md). Any signed-in device, API key or account of the company reads
 * what a User of it sees; the platform Admin names the company.
 */
export const offlineSyncRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get(
    '/api/products/sync',
    {
      config: { access: productReaders },
      schema: {
        tags: ['products'],
        summary: 'The offline pack: sheets changed and removed since a cursor',
        description:
          'Without `since`, a full download (`reset`), the `locale` variants first, in pages of `limit`; with the `cursor` of the last answer, the sheets added or changed since then and the ids to drop. While `hasMore`, call again at once with `cursor`. Approved content only, as GET /api/products/{id} answers a User. A forged cursor or another company’s is a 400 `sync-cursor-invalid`: sync again without `since`.',
        querystring: SyncQuery,
        response: { 200: SyncResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { companyId: named, since, limit, locale } = request.query;
      requireOwnCompany(principal, named);
      const companyId = readingCompanyOf(principal, named);
      return answerSync(
        {
          db,
          cursorKey: app.secretKeys.syncCursors,
          edition: sheetEdition(),
          readSheets: (company, ids) =>
            readSheetsAsUser(db, company, ids, documentLinkOptions(app)),
        },
        { companyId, since, limit: limit ?? SYNC_PAGE_LIMIT, locale: locale ?? null },
      );
    },
  );
};
