import { endpoints, type RegistrationRequest } from '@sds/contract';
import { anonymousAccountClient } from '../../../lib/account-client.ts';

/**
 * Anonymous `POST /api/account` (docs/product/roles-and-access.md#accounts): `202` once the
 * validation e-mail is on its way — also for an address that has an account already (its owner gets
 * a notice instead), so nothing about other people's accounts can be learned here.
 */
export function registerCompany(request: RegistrationRequest): Promise<void> {
  return anonymousAccountClient.request({ endpoint: endpoints.accountCreate, body: request });
}
