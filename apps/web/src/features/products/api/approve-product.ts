import { Product, endpoints } from '@sds/contract';
import { apiClient } from '../../../lib/api-client.ts';

export type ApproveProductInput = { id: string; allLanguages: boolean };

/**
 * `POST /api/products/{id}/approve?approveAllLanguages=…`: users see this revision from now
 * on; with all languages, every variant of the master code that is in review as well. The
 * answer is the product as it now stands.
 */
export function approveProduct({ id, allLanguages }: ApproveProductInput): Promise<Product> {
  return apiClient.request({
    endpoint: endpoints.productsApprove,
    params: { id },
    query: { approveAllLanguages: allLanguages },
    schema: Product,
  });
}
