import { CompanyDetails, endpoints } from '@sds/contract';
import { useQuery } from '@tanstack/react-query';
import { accountClient } from '../../../lib/account-client.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

/** `GET /api/Companies/{id}`: name, dates, and licences in use per kind. */
export function getCompany(companyId: string, signal?: AbortSignal) {
  return accountClient.request({
    endpoint: endpoints.companiesGet,
    params: { id: companyId },
    schema: CompanyDetails,
    signal,
  });
}

/** The company the administration screens show; its header and overview share it. */
export function useCompany(companyId: string) {
  return useQuery({
    queryKey: adminQueryKeys.details(companyId),
    queryFn: ({ signal }) => getCompany(companyId, signal),
  });
}
