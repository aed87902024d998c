import {
  Licence,
  LicenceAddon,
  LicenceAddonListResponse,
  LicenceListResponse,
  endpoints,
  portalEndpoints,
  type Endpoint,
  type LicenceAddonRequest,
  type LicenceRequest,
} from '@sds/contract';
import { useQuery } from '@tanstack/react-query';
import { accountClient } from '../../../lib/account-client.ts';
import type { ResponseSchema } from '../../../lib/api-client.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import { useListChange } from './use-list-change.ts';

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

/** The two calls that save an item of a catalogue: `POST` a new one, `PUT` the one with an id. */
type SaveCalls<Item> = {
  create: Endpoint<'/api/Licenses' | '/api/LicenseAddons'>;
  update: Endpoint<'/api/Licenses/{id}' | '/api/LicenseAddons/{id}'>;
  schema: ResponseSchema<Item>;
};

function saveItem<Body, Item>(calls: SaveCalls<Item>, id: string | null, body: Body) {
  const { create, update, schema } = calls;
  return id === null
    ? accountClient.request({ endpoint: create, body, schema })
    : accountClient.request({ endpoint: update, params: { id }, body, schema });
}

/** `POST /api/Licenses`, or `PUT /api/Licenses/{id}` when `id` is given (Admin). */
export function saveCatalogueLicence(input: { id: string | null; licence: LicenceRequest }) {
  const calls = { create: endpoints.licensesCreate, update: endpoints.licensesUpdate };
  return saveItem({ ...calls, schema: Licence }, input.id, input.licence);
}

/** `POST /api/LicenseAddons`, or `PUT /api/LicenseAddons/{id}` when `id` is given (Admin). */
export function saveLicenceAddon(input: { id: string | null; addon: LicenceAddonRequest }) {
  const calls = {
    create: portalEndpoints.licenseAddonsCreate,
    update: portalEndpoints.licenseAddonsUpdate,
  };
  return saveItem({ ...calls, schema: LicenceAddon }, input.id, input.addon);
}

/**
 * Saving catalogue items. New counts change the totals of every company that holds the item,
 * so everything read of companies is read again too.
 */
export function useCatalogueChanges() {
  const keys = [adminQueryKeys.all];
  return {
    saveLicence: useListChange(keys, saveCatalogueLicence),
    saveAddon: useListChange(keys, saveLicenceAddon),
  };
}
