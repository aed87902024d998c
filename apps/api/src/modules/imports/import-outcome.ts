import type { ImportFailureReason, ImportStatus, PlausibilityFinding } from '@sds/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { products, type ImportDuplicateQuestion } from '../../platform/db/schema.ts';

/** Where a product's import stands, as `importstatus` reports it. */
export interface ImportState {
  status: ImportStatus;
  reason?: ImportFailureReason | null;
  detail?: string | null;
  fieldsToConfirm?: string[];
  /** What the plausibility check found in what the import wrote. */
  findings?: PlausibilityFinding[];
  /** The product the SDS may be another version of, until a key user answers (decision 0068). */
  duplicate?: ImportDuplicateQuestion | null;
}

/** Records a product's import status, clearing what belonged to the previous one. */
export async function setImportState(
  executor: Executor,
  productId: string,
  state: ImportState,
): Promise<void> {
  await executor
    .update(products)
    .set({
      importStatus: state.status,
      importReason: state.reason ?? null,
      importDetail: state.detail ?? null,
      importFieldsToConfirm: state.fieldsToConfirm ?? [],
      importFindings: state.findings ?? [],
      importDuplicate: state.duplicate ?? null,
      importUpdatedAt: sql`now()`,
    })
    .where(eq(products.id, productId));
}
