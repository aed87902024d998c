import type { Executor } from '../../platform/db/database.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import type { Actor } from '../../platform/security/actor.ts';
import { setImportState } from './import-outcome.ts';

/** The queue SDS imports wait in. */
export const SDS_IMPORT_QUEUE = 'sds-import';

/** An import job: ids and who asked, never the file (it stays in the file store). */
export interface ImportJobPayload {
  productId: string;
  companyId: string;
  actor: Actor;
}

/**
 * Queues a product's import (docs/product/imports.md#starting-an-import: `Waiting`), in the
 * caller's transaction. While one is already waiting, that one will read the latest file: no second
 * job.
 */
export async function queueImport(executor: Executor, payload: ImportJobPayload) {
  await setImportState(executor, payload.productId, { status: 'Waiting' });
  await enqueueJob(executor, {
    queue: SDS_IMPORT_QUEUE,
    payload: { ...payload },
    singletonKey: `${SDS_IMPORT_QUEUE}:${payload.productId}`,
    maxAttempts: 3,
  });
}
