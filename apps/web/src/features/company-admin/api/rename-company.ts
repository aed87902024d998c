import { CompanyDetails, endpoints } from '@sds/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountClient } from '../../../lib/account-client.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

/** `PUT /api/Companies/{id}` `{name}`: answers the company as it now stands. */
export function renameCompany({ companyId, name }: { companyId: string; name: string }) {
  return accountClient.request({
    endpoint: endpoints.companiesUpdate,
    params: { id: companyId },
    body: { name },
    schema: CompanyDetails,
  });
}

/** Renames the company; its details take the answer, and the Admin's list reads again. */
export function useRenameCompany(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => renameCompany({ companyId, name }),
    onSuccess: (company) => {
      queryClient.setQueryData(adminQueryKeys.details(companyId), company);
      void queryClient.invalidateQueries({ queryKey: [...adminQueryKeys.all, 'company-list'] });
    },
  });
}
