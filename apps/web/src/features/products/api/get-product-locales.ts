import { ProductLocalesResponse, portalEndpoints } from '@sds/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * `GET /api/product-locales`: the device's company's product locales (decision 0048), for a key
 * user's sheet to say which of them a product lacks. Only asked when `enabled`.
 */
export function useProductLocales(enabled: boolean) {
  return useQuery({
    queryKey: ['product-locales'],
    queryFn: ({ signal }) =>
      apiClient.request({
        endpoint: portalEndpoints.productLocalesList,
        schema: ProductLocalesResponse,
        signal,
      }),
    staleTime: 15 * 60_000,
    enabled,
  });
}
