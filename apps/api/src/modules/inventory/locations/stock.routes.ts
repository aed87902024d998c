import { StockEntryChange, StockEntryInput, StockEntryResponse } from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../../platform/db/database.ts';
import { principalOf } from '../../../platform/http/access-control.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { problemResponses } from '../../../platform/http/problem-responses.ts';
import { inventoryKeepers } from './inventory.policy.ts';
import { addStock, changeStock, removeStock } from './keep-stock.ts';
import { classesAt, findStock } from './stock.queries.ts';
import { warningsAmong } from './stock-warnings.ts';

const tags = ['inventory'];
const Id = z.object({ id: z.uuid() });

/** The entry as keepers see it, with the mixed-storage warnings its storage class is part of. */
async function answerFor(db: Executor, stockId: string) {
  const [entry] = await findStock(db, {
    where: sql`s.id = ${stockId}`,
    workingVersions: true,
    limit: 1,
  });
  if (!entry) throw new AppError('not-found', 'No such stock entry');
  const classes = await classesAt(db, entry.locationId, true);
  return { entry, warnings: warningsAmong(classes, entry.storageClass) };
}

const units =
  'Quantities 0 to 1,000,000,000 with three decimals; unit kg, L or pieces (whole, with containerSize and containerUnit g, kg, mL or L).';

/** Stock at a location (decision 0073): added, changed, moved and removed, each recorded. */
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    '/api/locations/:id/stock',
    {
      config: { access: inventoryKeepers },
      schema: {
        tags,
        summary: 'Add a product’s stock at a location',
        description: `${units} The answer carries the mixed-storage warnings (TRGS 510) the product is part of there. Another company's product: 404.`,
        params: Id,
        body: StockEntryInput,
        response: { 201: StockEntryResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const id = await addStock(db, principalOf(request), request.params.id, request.body);
      return reply.code(201).send(await answerFor(db, id));
    },
  );

  app.put(
    '/api/stock/:id',
    {
      config: { access: inventoryKeepers },
      schema: {
        tags,
        summary: 'Change a stock entry, or move it to another location',
        description: `${units} Another locationId moves it (recorded as Moved). The answer carries the warnings at its location.`,
        params: Id,
        body: StockEntryChange,
        response: { 200: StockEntryResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await changeStock(db, principalOf(request), request.params.id, request.body);
      return answerFor(db, request.params.id);
    },
  );

  app.delete(
    '/api/stock/:id',
    {
      config: { access: inventoryKeepers },
      schema: {
        tags,
        summary: 'Remove a stock entry (recorded as Removed)',
        params: Id,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeStock(db, principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
