import {
  ApiKeyListResponse,
  ApiKeySummary,
  CreatedApiKey,
  endpoints,
  type UpdateApiKeyRequest,
} from '@sds/contract';
import { useQuery } from '@tanstack/react-query';
import { accountClient } from '../../../lib/account-client.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import { useListChange } from './use-list-change.ts';

/** `GET /api/Companies/{companyId}/apikey`: the keys, each by name and first characters. */
export function listApiKeys(companyId: string, signal?: AbortSignal) {
  return accountClient.request({
    endpoint: endpoints.companyApiKeysList,
    params: { companyId },
    schema: ApiKeyListResponse,
    signal,
  });
}

export function useApiKeys(companyId: string) {
  return useQuery({
    queryKey: adminQueryKeys.apiKeys(companyId),
    queryFn: ({ signal }) => listApiKeys(companyId, signal),
  });
}

/** `POST /api/Companies/{companyId}/apikey` `{name}`: the only answer that carries the key. */
export function createApiKey(input: { companyId: string; name: string }) {
  return accountClient.request({
    endpoint: endpoints.companyApiKeysCreate,
    params: { companyId: input.companyId },
    body: { name: input.name },
    schema: CreatedApiKey,
  });
}

/** `PUT /api/Companies/{companyId}/apikey/{id}` `{name, enabled}`. */
export function updateApiKey(input: {
  companyId: string;
  id: string;
  change: UpdateApiKeyRequest;
}) {
  return accountClient.request({
    endpoint: endpoints.companyApiKeysUpdate,
    params: { companyId: input.companyId, id: input.id },
    body: input.change,
    schema: ApiKeySummary,
  });
}

/** `DELETE /api/Companies/{companyId}/apikey/{id}`: the key never works again. */
export function deleteApiKey(input: { companyId: string; id: string }) {
  return accountClient.request({
    endpoint: endpoints.companyApiKeysDelete,
    params: { companyId: input.companyId, id: input.id },
  });
}

/** Create, change and delete, each reading the list again when done (or refused). */
export function useApiKeyChanges(companyId: string) {
  const keys = [adminQueryKeys.apiKeys(companyId)];
  return {
    create: useListChange(keys, (name: string) => createApiKey({ companyId, name })),
    update: useListChange(keys, ({ id, change }: { id: string; change: UpdateApiKeyRequest }) =>
      updateApiKey({ companyId, id, change }),
    ),
    remove: useListChange(keys, (id: string) => deleteApiKey({ companyId, id })),
  };
}
