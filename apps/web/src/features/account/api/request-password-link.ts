import { endpoints, type ForgotPasswordRequest } from '@sds/contract';
import { anonymousAccountClient } from '../../../lib/account-client.ts';

/** `POST /api/account/forgot`: `202` whether or not the address has an account. */
export function requestPasswordLink(request: ForgotPasswordRequest): Promise<void> {
  return anonymousAccountClient.request({ endpoint: endpoints.accountForgot, body: request });
}
