import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../platform/db/database.ts';
import { products } from '../../platform/db/schema.ts';
import type { JobHandler } from '../../platform/jobs/job-runner.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import { applyImportedSheet } from './apply-import.ts';
import { setImportState } from './import-outcome.ts';
import type { SdsParser } from './parse/sds-parser-pool.ts';
import type { ImportJobPayload } from './queue-import.ts';
import { refuseUploadPlaceholder } from './refuse-upload.ts';

export interface ImportJobDependencies {
  db: Db;
  fileStore: FileStore;
  parser: SdsParser;
  logger: Logger;
}

/**
 * Imports a product's SDS (docs/product/imports.md#import-statuses): `Importing`, then reads the
 * stored file in a parser process and ends in `Completed`, `PendingUser`, `NoXml` or `ImportFailed`
 * with a reason. A file that cannot be read fails at once (retrying would not change it); anything
 * else (the database away, a bug) is retried, and after the last attempt fails the import.
 */
export function createImportJobHandler(deps: ImportJobDependencies): JobHandler {
  const { db, fileStore, parser, logger } = deps;
  return {
    async run(job, signal) {
      const payload = job.payload as unknown as ImportJobPayload;
      const [product] = await db
        .select({ importSource: products.importSource })
        .from(products)
        .where(eq(products.id, payload.productId));
      if (!product) return; // deleted, or merged into another product, meanwhile
      const source = product.importSource;
      const size = source ? await fileStore.sizeOf(source.storageKey) : null;
      if (!source || size === null) {
        await setImportState(db, payload.productId, {
          status: 'ImportFailed',
          reason: 'source-missing',
          detail: 'There is no stored SDS file to import',
        });
        return;
      }
      await setImportState(db, payload.productId, { status: 'Importing' });
      const content = await buffer(await fileStore.read(source.storageKey));
      const outcome = await parser.parse({ content, contentType: source.contentType }, signal);
      if (outcome.kind === 'failed') {
        logger.info({ productId: payload.productId, ...outcome }, 'SDS import failed');
        await setImportState(db, payload.productId, {
          status: 'ImportFailed',
          reason: outcome.reason,
          detail: outcome.detail,
        });
      } else if (outcome.kind === 'nothing') {
        // A letter or a label dropped by mistake does not become a product to fill in.
        if (
          outcome.reason === 'not-an-sds' &&
          (await refuseUploadPlaceholder(db, payload, outcome))
        ) {
          logger.info({ productId: payload.productId, ...outcome }, 'Upload refused: not an SDS');
          return;
        }
        await setImportState(db, payload.productId, {
          status: 'NoXml',
          reason: outcome.reason,
          detail: outcome.detail,
        });
      } else {
        // How the sheet was read when the log should know: a scan's pages read by OCR and left.
        if (outcome.detail) {
          logger.info({ productId: payload.productId, detail: outcome.detail }, 'SDS read by OCR');
        }
        await applyImportedSheet(db, payload, outcome.sheet);
      }
    },
    async onGiveUp(job) {
      const payload = job.payload as unknown as ImportJobPayload;
      await setImportState(db, payload.productId, {
        status: 'ImportFailed',
        reason: 'internal-error',
        detail: 'The import failed on every attempt; the server log says why',
      });
    },
  };
}
