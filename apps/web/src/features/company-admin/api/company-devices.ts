import { CompanyDeviceListResponse, portalEndpoints } from '@sds/contract';
import { useQuery } from '@tanstack/react-query';
import { accountClient } from '../../../lib/account-client.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import { useListChange } from './use-list-change.ts';

/** `GET /api/Companies/{id}/devices`: the devices that hold one of the company's licences. */
export function listCompanyDevices(companyId: string, signal?: AbortSignal) {
  return accountClient.request({
    endpoint: portalEndpoints.companyDevicesList,
    params: { id: companyId },
    schema: CompanyDeviceListResponse,
    signal,
  });
}

export function useCompanyDevices(companyId: string) {
  return useQuery({
    queryKey: adminQueryKeys.devices(companyId),
    queryFn: ({ signal }) => listCompanyDevices(companyId, signal),
    staleTime: 0,
  });
}

/** `DELETE /api/Companies/{id}/devices/{deviceId}`: signs the device out; its licence is free. */
export function revokeCompanyDevice(input: { companyId: string; deviceId: string }) {
  return accountClient.request({
    endpoint: portalEndpoints.companyDevicesRevoke,
    params: { id: input.companyId, deviceId: input.deviceId },
  });
}

/** Revokes a device; the devices and the licences in use are read again (also after a 404). */
export function useRevokeCompanyDevice(companyId: string) {
  return useListChange([adminQueryKeys.company(companyId)], (deviceId: string) =>
    revokeCompanyDevice({ companyId, deviceId }),
  );
}

/** `PUT /api/Companies/{id}/devices/{deviceId}/label`: names the device ('' removes the name). */
export function labelCompanyDevice(input: { companyId: string; deviceId: string; label: string }) {
  return accountClient.request({
    endpoint: portalEndpoints.companyDevicesLabel,
    params: { id: input.companyId, deviceId: input.deviceId },
    body: { label: input.label },
  });
}

/** Names a device; the devices are read again, named or refused. */
export function useLabelCompanyDevice(companyId: string) {
  return useListChange(
    [adminQueryKeys.devices(companyId)],
    (input: { deviceId: string; label: string }) => labelCompanyDevice({ companyId, ...input }),
  );
}
