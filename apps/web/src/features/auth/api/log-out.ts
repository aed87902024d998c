import { endpoints } from '@sds/contract';
import { apiClient } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';

/**
 * `DELETE /api/Authorization`: ends this device's session and frees its licence. A 401 means
 * the server had already ended the session (expired, revoked), which is what logout wants, so
 * it counts as done. Anything else (no connection, a server error) is a failed logout.
 */
export async function logOut(): Promise<void> {
  try {
    await apiClient.request({ endpoint: endpoints.authorizationLogout, endsSessionOn401: false });
  } catch (error) {
    if (isApiError(error, 'unauthenticated')) return;
    throw error;
  }
}
