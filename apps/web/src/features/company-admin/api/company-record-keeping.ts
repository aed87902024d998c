import { portalEndpoints, type RecordKeeping, RecordKeepingSettings } from '@sds/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountClient } from '../../../lib/account-client.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

const queryKey = (companyId: string) => [...adminQueryKeys.company(companyId), 'record-keeping'];

/**
 * `GET /api/companies/{companyId}/record-keeping`: how long the archive keeps what is deleted,
 * and when a sheet is due for review (decision 0065).
 */
export function useCompanyRecordKeeping(companyId: string) {
  return useQuery({
    queryKey: queryKey(companyId),
    queryFn: ({ signal }) =>
      accountClient.request({
        endpoint: portalEndpoints.companyRecordKeepingGet,
        params: { companyId },
        schema: RecordKeepingSettings,
        signal,
      }),
  });
}

/** `PUT /api/companies/{companyId}/record-keeping`: answers the setting as it now stands. */
export function useSaveRecordKeeping(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordKeeping: RecordKeeping) =>
      accountClient.request({
        endpoint: portalEndpoints.companyRecordKeepingSet,
        params: { companyId },
        body: recordKeeping,
        schema: RecordKeepingSettings,
      }),
    onSuccess: (saved) => queryClient.setQueryData(queryKey(companyId), saved),
  });
}
