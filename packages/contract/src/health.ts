import { z } from 'zod';

/** `GET /api/health`: the process is alive. */
export const HealthResponse = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** `GET /api/ready`: the process can serve requests (its database answers). */
export const ReadyResponse = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['up', 'down']),
  databaseKind: z.enum(['embedded', 'postgres']),
});
export type ReadyResponse = z.infer<typeof ReadyResponse>;
