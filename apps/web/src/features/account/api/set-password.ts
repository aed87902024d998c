import { ResetPasswordResponse, endpoints, type ResetPasswordRequest } from '@sds/contract';
import { anonymousAccountClient } from '../../../lib/account-client.ts';

/**
 * `POST /api/account/reset` with an e-mailed link's token
 * (docs/product/roles-and-access.md#accounts): a registration answers the new company's codes
 * (once), a password link or invitation the account's address.
 */
export function setPassword(request: ResetPasswordRequest): Promise<ResetPasswordResponse> {
  return anonymousAccountClient.request({
    endpoint: endpoints.accountReset,
    body: request,
    schema: ResetPasswordResponse,
  });
}
