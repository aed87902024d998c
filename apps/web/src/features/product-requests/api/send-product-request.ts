import { PRODUCT_REQUEST_FIELDS, ProductRequestCreated, endpoints } from '@sds/contract';
import {
  createUploadClient,
  type UploadProgressListener,
} from '../../../lib/upload-with-progress.ts';

export type ProductRequestInput = {
  /** The signed-in company (the stored `authenticatedUser`); another company's is a 404. */
  companyId: string;
  companyName: string;
  /** Whether the company has the product already and needs a newer sheet. */
  isExistingProduct: boolean;
  /** What is asked for; may be empty when a file says it. */
  remarks: string;
  /** The SDS the requester has (PDF or SDScom XML), or none. */
  file: File | null;
  onProgress: UploadProgressListener;
  signal?: AbortSignal;
};

const FIELD = PRODUCT_REQUEST_FIELDS;

/**
 * `POST /api/products/request` (docs/product/requests-and-feedback.md#product-requests): a
 * multipart form with the form's field names — `CompanyId`, `CompanyName`, `IsExistingProduct`,
 * `Remarks`, in that order and before the optional `File`, as the server reads the fields before it
 * keeps a byte of the file (decision 0025). The contract's table marks `File` as the call's
 * required upload (docs/product/wire-conventions.md#required-parameters), but this form's file is
 * optional, so the call names the route itself. Answers `201 {id, status}`; 400 with neither
 * remarks nor file, 413 over the size limit, 415 for anything but a PDF or SDScom XML, 429 with
 * Retry-After after too many requests.
 */
export function sendProductRequest(input: ProductRequestInput): Promise<ProductRequestCreated> {
  return createUploadClient(input.onProgress).request({
    path: endpoints.productsRequest.path,
    method: endpoints.productsRequest.method,
    fields: {
      [FIELD.companyId]: input.companyId,
      [FIELD.companyName]: input.companyName,
      [FIELD.isExistingProduct]: input.isExistingProduct ? 'true' : 'false',
      [FIELD.remarks]: input.remarks,
    },
    files: input.file ? { [FIELD.file]: input.file } : {},
    schema: ProductRequestCreated,
    signal: input.signal,
  });
}
