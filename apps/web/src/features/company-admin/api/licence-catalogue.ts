import {
  Licence,
  LicenceAddon,
  LicenceAddonListResponse,
  LicenceListResponse,
  endpoints,
  portalEndpoints,
  type LicenceAddonRequest,
  type LicenceRequest,
} from '@sds/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountClient } from '../../../lib/account-client.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

/** `GET /api/Licenses` (Admin): the licence catalogue, available and withdrawn. */
export function listCatalogueLicences(signal?: AbortSignal) {
  return accountClient.request({
    endpoint: endpoints.licensesList,
    schema: LicenceListResponse,
    signal,
  });
}

/** `GET /api/LicenseAddons`: every add-on for Admin. */
export function listLicenceAddons(signal?: AbortSignal) {
  return accountClient.request({
    endpoint: endpoints.licenseAddonsList,
    schema: LicenceAddonListResponse,
    signal,
  });
}

export function useCatalogueLicences() {
  return useQuery({
    queryKey: adminQueryKeys.catalogueLicences,
    queryFn: ({ signal }) => listCatalogueLicences(signal),
  });
}

export function useLicenceAddons() {
  return useQuery({
    queryKey: adminQueryKeys.catalogueAddons,
    queryFn: ({ signal }) => listLicenceAddons(signal),
  });
}

/** `POST /api/Licenses`, or `PUT /api/Licenses/{id}` when `id` is given (Admin). */
export function saveCatalogueLicence(input: { id: string | null; licence: LicenceRequest }) {
  return input.id === null
    ? accountClient.request({
        endpoint: endpoints.licensesCreate,
        body: input.licence,
        schema: Licence,
      })
    : accountClient.request({
        endpoint: endpoints.licensesUpdate,
        params: { id: input.id },
        body: input.licence,
        schema: Licence,
      });
}

/** `POST /api/LicenseAddons`, or `PUT /api/LicenseAddons/{id}` when `id` is given (Admin). */
export function saveLicenceAddon(input: { id: string | null; addon: LicenceAddonRequest }) {
  return input.id === null
    ? accountClient.request({
        endpoint: portalEndpoints.licenseAddonsCreate,
        body: input.addon,
        schema: LicenceAddon,
      })
    : accountClient.request({
        endpoint: portalEndpoints.licenseAddonsUpdate,
        params: { id: input.id },
        body: input.addon,
        schema: LicenceAddon,
      });
}

/**
 * Saving catalogue items. New counts change the totals of every company that holds the item,
 * so everything read of companies is read again too.
 */
export function useCatalogueChanges() {
  const queryClient = useQueryClient();
  const onSettled = () => void queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
  return {
    saveLicence: useMutation({ mutationFn: saveCatalogueLicence, onSettled }),
    saveAddon: useMutation({ mutationFn: saveLicenceAddon, onSettled }),
  };
}
