import type { ProductRequest } from '@sds/contract';
import { storedFileName } from '../../platform/storage/stored-file-name.ts';
import type { ProductRequestRow } from './product-requests.queries.ts';
import { presentSender } from './request-sender.ts';

/**
 * A product request as key users see it: who asked (never their device or account id), what,
 * and the file's name and size — its storage key never leaves the server.
 */
export function presentProductRequest(row: ProductRequestRow): ProductRequest {
  return {
    id: row.id,
    status: row.status,
    requester: presentSender({
      kind: row.requesterKind,
      role: row.requesterRole,
      name: row.requesterName,
    }),
    companyName: row.companyName,
    isExistingProduct: row.isExistingProduct,
    remarks: row.remarks,
    file: row.file
      ? {
          fileName: storedFileName(row.file.fileName, row.file.contentType),
          contentType: row.file.contentType,
          sizeBytes: row.file.sizeBytes,
        }
      : null,
    productId: row.productId,
    decidedBy: row.decidedByName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
