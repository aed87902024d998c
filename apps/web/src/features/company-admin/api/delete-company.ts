import { endpoints } from '@sds/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountClient } from '../../../lib/account-client.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

export type DeleteCompanyInput = {
  companyId: string;
  /** Signs out the company's devices first; without it the server refuses (409) while any is signed in. */
  isSigningOutDevices: boolean;
};

/** `DELETE /api/Companies/{id}?force=…` (Admin): the company with everything of it. */
export function deleteCompany({ companyId, isSigningOutDevices }: DeleteCompanyInput) {
  return accountClient.request({
    endpoint: endpoints.companiesDelete,
    params: { id: companyId },
    query: { force: isSigningOutDevices || undefined },
  });
}

/** Deletes a company; what was read of it is forgotten and the list reads again. */
export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: (_answer, { companyId }) => {
      queryClient.removeQueries({ queryKey: adminQueryKeys.company(companyId) });
      void queryClient.invalidateQueries({ queryKey: [...adminQueryKeys.all, 'company-list'] });
    },
  });
}
