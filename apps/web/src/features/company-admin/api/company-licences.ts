import {
  CompanyLicence,
  CompanyLicenceListResponse,
  endpoints,
  portalEndpoints,
  type CreateCompanyLicenceRequest,
  type UpdateCompanyLicenceRequest,
} from '@sds/contract';
import { useQuery } from '@tanstack/react-query';
import { accountClient } from '../../../lib/account-client.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import { useListChange } from './use-list-change.ts';

/** `GET /api/Companies/{companyId}/licenses`: the company's licences with their status. */
export function listCompanyLicences(companyId: string, signal?: AbortSignal) {
  return accountClient.request({
    endpoint: portalEndpoints.companyLicensesList,
    params: { companyId },
    schema: CompanyLicenceListResponse,
    signal,
  });
}

export function useCompanyLicences(companyId: string) {
  return useQuery({
    queryKey: adminQueryKeys.licences(companyId),
    queryFn: ({ signal }) => listCompanyLicences(companyId, signal),
  });
}

/** `POST /api/CompanyLicenses` (Admin): gives the company a catalogue licence or an add-on. */
export function giveCompanyLicence(request: CreateCompanyLicenceRequest) {
  return accountClient.request({
    endpoint: endpoints.companyLicensesCreate,
    body: request,
    schema: CompanyLicence,
  });
}

/** `POST /api/CompanyLicenses/update` (Admin): quantity, period or cancellation. */
export function updateCompanyLicence(request: UpdateCompanyLicenceRequest) {
  return accountClient.request({
    endpoint: endpoints.companyLicensesUpdate,
    body: request,
    schema: CompanyLicence,
  });
}

/**
 * Giving and cancelling licences. Both move the company's totals, so everything read of the
 * company (details with the licences in use, the licence list) is read again.
 */
export function useCompanyLicenceChanges(companyId: string) {
  const keys = [adminQueryKeys.company(companyId)];
  return {
    give: useListChange(keys, giveCompanyLicence),
    cancel: useListChange(keys, (licence: CompanyLicence) =>
      updateCompanyLicence({
        id: licence.id,
        quantity: licence.quantity,
        startsOn: licence.startsOn,
        endsOn: licence.endsOn,
        cancelled: true,
      }),
    ),
  };
}
