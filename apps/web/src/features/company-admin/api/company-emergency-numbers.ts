import { EmergencyNumbers, portalEndpoints, type EmergencyNumbersRequest } from '@sds/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountClient } from '../../../lib/account-client.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

const queryKey = (companyId: string) => [...adminQueryKeys.company(companyId), 'emergency'];

/** `GET /api/companies/{companyId}/emergency-numbers`. */
export function useCompanyEmergencyNumbers(companyId: string) {
  return useQuery({
    queryKey: queryKey(companyId),
    queryFn: ({ signal }) =>
      accountClient.request({
        endpoint: portalEndpoints.companyEmergencyNumbersGet,
        params: { companyId },
        schema: EmergencyNumbers,
        signal,
      }),
  });
}

/** `PUT /api/companies/{companyId}/emergency-numbers`: answers the numbers as they now stand. */
export function useSaveEmergencyNumbers(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (numbers: EmergencyNumbersRequest) =>
      accountClient.request({
        endpoint: portalEndpoints.companyEmergencyNumbersUpdate,
        params: { companyId },
        body: numbers,
        schema: EmergencyNumbers,
      }),
    onSuccess: (numbers) => queryClient.setQueryData(queryKey(companyId), numbers),
  });
}
