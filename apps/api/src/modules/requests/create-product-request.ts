import type { ProductRequestCreated } from '@sds/contract';
import type { Db } from '../../platform/db/database.ts';
import { productRequests } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import { storeSdsFile } from '../imports/index.ts';
import type { ProductRequestSubmission } from './read-product-request-form.ts';
import { senderOf } from './request-sender.ts';

/**
 * `POST /api/products/request` (docs/product/requests-and-feedback.md#product-requests): someone of
 * the company asks its key users for a product, with the SDS they have when they have one. The form
 * names the company; it must be the caller's own (another is a `404`, as if it did not exist:
 * nothing is ever created for another tenant). A request says what it wants in its remarks, its
 * file, or both. The file is recognised and bounded before anything is kept (`415`, `413`).
 */
export async function createProductRequest(
  db: Db,
  store: FileStore,
  principal: Principal,
  { form, file }: ProductRequestSubmission,
): Promise<ProductRequestCreated> {
  if (form.CompanyId.toLowerCase() !== principal.companyId) {
    throw new AppError('not-found', 'No such company');
  }
  if (!file && !form.Remarks) {
    throw new AppError('validation-failed', 'Say which product in Remarks, or send its SDS', {
      errors: [{ path: 'body.Remarks', message: 'is required without a File', code: 'too_small' }],
    });
  }
  const source = file ? await storeSdsFile(store, file) : null;
  const sender = await senderOf(db, principal);
  const [row] = await db
    .insert(productRequests)
    .values({
      companyId: principal.companyId,
      requesterKind: sender.kind,
      requesterId: sender.id,
      requesterRole: sender.role,
      requesterName: sender.name,
      companyName: form.CompanyName,
      isExistingProduct: form.IsExistingProduct,
      remarks: form.Remarks,
      file: source,
    })
    .returning({ id: productRequests.id, status: productRequests.status });
  if (!row) throw new Error('The product request was not written');
  return row;
}
