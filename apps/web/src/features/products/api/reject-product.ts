import { Product, endpoints, type RejectRequest } from '@sds/contract';
import { apiClient } from '../../../lib/api-client.ts';

export type RejectProductInput = { id: string; allLanguages: boolean; reason: string };

/**
 * `POST /api/products/{id}/reject?rejectAllLanguages=…` with `{reason}`: the product goes
 * back to whoever keeps it, with the reason; with all languages, every variant in review too.
 */
export function rejectProduct({ id, allLanguages, reason }: RejectProductInput): Promise<Product> {
  const body: RejectRequest = { reason };
  return apiClient.request({
    endpoint: endpoints.productsReject,
    params: { id },
    query: { rejectAllLanguages: allLanguages },
    body,
    schema: Product,
  });
}
