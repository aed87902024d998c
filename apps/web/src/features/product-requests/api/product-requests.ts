import {
  ProductRequest,
  ProductRequestConversion,
  ProductRequestListResponse,
  portalEndpoints,
} from '@sds/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, blobResponse } from '../../../lib/api-client.ts';
import { openFile } from '../../../lib/open-file.ts';

/** More open requests than a company ever has at once; the list is not paged on screen. */
const OPEN_REQUESTS_PAGE_SIZE = 100;

/** How often the open list asks again, so another key user's decisions show up. */
export const OPEN_REQUESTS_REFRESH_MS = 30_000;

const openRequestsKey = ['product-requests', 'open'] as const;

/** `GET /api/products/requests?status=Open` (key users): the company's open requests. */
export function listOpenProductRequests(signal?: AbortSignal) {
  return apiClient.request({
    endpoint: portalEndpoints.productRequestsList,
    query: { status: 'Open', pageSize: OPEN_REQUESTS_PAGE_SIZE },
    schema: ProductRequestListResponse,
    signal,
  });
}

/**
 * The open product requests, read again every 30 s and on window focus: several key users
 * may work through them at once, and a request may come in while the screen is open.
 */
export function useOpenProductRequests() {
  return useQuery({
    queryKey: openRequestsKey,
    queryFn: ({ signal }) => listOpenProductRequests(signal),
    staleTime: 0,
    refetchInterval: OPEN_REQUESTS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/**
 * `POST /api/products/requests/{id}/convert`: a product made from the request — through the
 * SDS import when it carries a file, else a draft named from its remarks (decision 0025).
 * `409 conflict` when it was converted or dismissed before.
 */
export function convertProductRequest(requestId: string) {
  return apiClient.request({
    endpoint: portalEndpoints.productRequestsConvert,
    params: { id: requestId },
    schema: ProductRequestConversion,
  });
}

/** `POST /api/products/requests/{id}/dismiss`: closed without a product; 409 when decided. */
export function dismissProductRequest(requestId: string) {
  return apiClient.request({
    endpoint: portalEndpoints.productRequestsDismiss,
    params: { id: requestId },
    schema: ProductRequest,
  });
}

/** `GET /api/products/requests/{id}/file`: the SDS the requester attached, as a file. */
export function downloadProductRequestFile(requestId: string): Promise<Blob> {
  return apiClient.request({
    endpoint: portalEndpoints.productRequestsFile,
    params: { id: requestId },
    schema: blobResponse,
  });
}

/**
 * After a decision, the open list is read again — after a 409 too, which means someone else
 * decided the request meanwhile — without waiting for it: the screen leaves the decided
 * request out at once.
 */
function useRefreshOpenRequests() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: openRequestsKey });
}

/** Converting one request; a conversion adds a product, so products read so far are stale. */
export function useConvertProductRequest() {
  const queryClient = useQueryClient();
  const refreshOpen = useRefreshOpenRequests();
  return useMutation({
    mutationFn: convertProductRequest,
    onSettled: () => {
      refreshOpen();
      void queryClient.invalidateQueries({ queryKey: ['products'], refetchType: 'none' });
    },
  });
}

/** Dismissing one request. */
export function useDismissProductRequest() {
  const refreshOpen = useRefreshOpenRequests();
  return useMutation({ mutationFn: dismissProductRequest, onSettled: refreshOpen });
}

/** Opening the file a request carries: a pdf in a new tab, an XML file saved. */
export function useOpenRequestFile(request: ProductRequest) {
  return useMutation({
    mutationFn: () =>
      openFile(() => downloadProductRequestFile(request.id), {
        fileName: request.file?.fileName ?? 'sds',
        isViewable: request.file?.contentType === 'application/pdf',
      }),
  });
}
