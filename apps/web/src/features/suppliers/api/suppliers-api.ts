import {
  portalEndpoints,
  SupplierDetail,
  SupplierRequest,
  SupplierRequestsResponse,
  SuppliersResponse,
  SupplierUploadLookup,
  type SupplierInput,
} from '@sds/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** `GET /api/suppliers`: the company's suppliers by name (decision 0070). */
export function suppliersQueryOptions() {
  return queryOptions({
    queryKey: ['suppliers'],
    queryFn: ({ signal }) =>
      apiClient.request({
        endpoint: portalEndpoints.suppliersList,
        schema: SuppliersResponse,
        signal,
      }),
  });
}

/** `GET /api/suppliers/{id}`: a supplier with its products and its latest requests. */
export function supplierQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['suppliers', id],
    queryFn: ({ signal }) =>
      apiClient.request({
        endpoint: portalEndpoints.suppliersGet,
        params: { id },
        schema: SupplierDetail,
        signal,
      }),
  });
}

/** `PUT /api/suppliers/{id}`: its name, e-mail address, telephone and language. */
export function updateSupplier(id: string, input: SupplierInput): Promise<SupplierDetail> {
  return apiClient.request({
    endpoint: portalEndpoints.suppliersUpdate,
    params: { id },
    body: input,
    schema: SupplierDetail,
  });
}

/** `GET /api/products/{id}/supplier-requests`: the product's supplier and its requests. */
export function productSupplierRequestsQueryOptions(productId: string) {
  return queryOptions({
    // Under `suppliers`, so a change to a supplier refreshes it.
    queryKey: ['suppliers', 'product', productId],
    queryFn: ({ signal }) =>
      apiClient.request({
        endpoint: portalEndpoints.productSupplierRequests,
        params: { id: productId },
        schema: SupplierRequestsResponse,
        signal,
      }),
  });
}

/** `POST /api/products/{id}/supplier-requests`: e-mails the supplier an upload link. */
export function askSupplier(productId: string): Promise<SupplierRequest> {
  return apiClient.request({
    endpoint: portalEndpoints.productSupplierRequestsCreate,
    params: { id: productId },
    body: {},
    schema: SupplierRequest,
  });
}

/** `POST /api/supplier-upload/lookup`: what an upload link asks for (no account). */
export function lookUpUploadLink(token: string, signal?: AbortSignal) {
  return apiClient.request({
    endpoint: portalEndpoints.supplierUploadLookup,
    body: { token },
    schema: SupplierUploadLookup,
    ...(signal ? { signal } : {}),
  });
}

/** `POST /api/supplier-upload`: the token first, then the PDF. */
export function uploadThroughLink(token: string, file: File): Promise<void> {
  return apiClient.request({
    endpoint: portalEndpoints.supplierUpload,
    fields: { token },
    files: { file },
  });
}
