import { TokenResponse, endpoints, type AccountSelf, type TokenRequest } from '@sds/contract';
import { anonymousAccountClient } from '../../../lib/account-client.ts';
import { clearAccountSession, saveAccountSession } from '../../../lib/account-session.ts';
import { getAccountSelf } from './get-account-self.ts';

/**
 * Signs an administrator in (docs/product/security.md#account-tokens): `POST /api/account/token`,
 * the bearer token kept for this tab (lib/account-session.ts), then `GET /api/account/self` with
 * it. A token that does not even read its own account is not kept.
 */
export async function signInAccount(request: TokenRequest): Promise<AccountSelf> {
  const token = await anonymousAccountClient.request({
    endpoint: endpoints.accountToken,
    body: request,
    schema: TokenResponse,
  });
  saveAccountSession(token.accessToken, token.expiresIn);
  try {
    return await getAccountSelf();
  } catch (error) {
    clearAccountSession();
    throw error;
  }
}
