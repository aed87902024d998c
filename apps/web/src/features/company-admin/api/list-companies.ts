import { CompanyListResponse, endpoints } from '@sds/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { accountClient } from '../../../lib/account-client.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

/** Companies per page of the Admin's list: a screenful on a desk, a few swipes on a phone. */
export const COMPANY_PAGE_SIZE = 25;

export type CompanyListRequest = { search: string; page: number };

/** `GET /api/Companies?search=&page=`: the Admin's companies whose name holds `search`. */
export function listCompanies({ search, page }: CompanyListRequest, signal?: AbortSignal) {
  return accountClient.request({
    endpoint: endpoints.companiesList,
    query: { search: search || undefined, page, pageSize: COMPANY_PAGE_SIZE },
    schema: CompanyListResponse,
    signal,
  });
}

/** One page of the company list; the previous page stays on screen while the next loads. */
export function useCompanyList(request: CompanyListRequest) {
  return useQuery(
    queryOptions({
      queryKey: adminQueryKeys.companyList(request.search, request.page),
      queryFn: ({ signal }) => listCompanies(request, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
