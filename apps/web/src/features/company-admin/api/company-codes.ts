import {
  CompanyCode,
  MaskedCompanyCodes,
  ResetCompanyCodeResponse,
  endpoints,
  portalEndpoints,
  type CompanyCodeKind,
} from '@sds/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountClient } from '../../../lib/account-client.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

/** `GET /api/Companies/{id}/codes`: the three codes, masked but their last group. */
export function getMaskedCodes(companyId: string, signal?: AbortSignal) {
  return accountClient.request({
    endpoint: portalEndpoints.companyCodesGet,
    params: { id: companyId },
    schema: MaskedCompanyCodes,
    signal,
  });
}

/** The masked codes; read fresh whenever the codes are shown, as another admin may reset one. */
export function useMaskedCodes(companyId: string) {
  return useQuery({
    queryKey: adminQueryKeys.codes(companyId),
    queryFn: ({ signal }) => getMaskedCodes(companyId, signal),
    staleTime: 0,
  });
}

/**
 * `POST /api/Companies/{id}/codes/{kind}/reveal`: one code in full. The server records every
 * reveal; the answer stays in the screen's state, never in the query cache.
 */
export function revealCompanyCode(input: { companyId: string; kind: CompanyCodeKind }) {
  return accountClient.request({
    endpoint: portalEndpoints.companyCodesReveal,
    params: { id: input.companyId, kind: input.kind },
    schema: CompanyCode,
  });
}

export function useRevealCompanyCode(companyId: string) {
  return useMutation({
    mutationFn: (kind: CompanyCodeKind) => revealCompanyCode({ companyId, kind }),
  });
}

// The three reset calls of the call list, one per kind of code.
const resetEndpoints = {
  User: endpoints.companiesResetUserAuthCode,
  KeyUser: endpoints.companiesResetKeyUserAuthCode,
  Subscription: endpoints.companiesResetSubscriptionCode,
} as const satisfies Record<CompanyCodeKind, unknown>;

/**
 * `PUT /api/Companies/{id}/reset…Code`: a new code, answered this once, and how many devices
 * signed in with the old one were signed out.
 */
export function resetCompanyCode(input: { companyId: string; kind: CompanyCodeKind }) {
  return accountClient.request({
    endpoint: resetEndpoints[input.kind],
    params: { id: input.companyId },
    schema: ResetCompanyCodeResponse,
  });
}

/** Resets a code; the masked codes, the devices and the licences in use are read again. */
export function useResetCompanyCode(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: CompanyCodeKind) => resetCompanyCode({ companyId, kind }),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.company(companyId) }),
  });
}
