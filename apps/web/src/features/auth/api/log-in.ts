import {
  AuthenticatedUser,
  WEB_APP_DEVICE_DESCRIPTION,
  endpoints,
  type LoginRequest,
} from '@sds/contract';
import type { TFunction } from 'i18next';

// A poster's sign-in fragment is read with the login call's own chunk (issue 24).
export { parsePosterSignIn } from '@sds/contract';
import { i18n } from '../../../i18n/i18n.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { failureMessage, retryWaitOf } from '../../../lib/api-failure.ts';
import {
  saveAuthenticatedUser,
  type AuthenticatedUser as StoredUser,
} from '../../../lib/authenticated-user.ts';
import { getOrCreateDeviceGuid } from '../../../lib/device-guid.ts';

/**
 * The login payload (docs/product/wire-conventions.md#device-login): the code as typed (trimmed),
 * this browser's device id, and the fixed values — no push token yet, the web app's fixed
 * description, type `Gcm`.
 */
export function loginPayload(authCode: string, deviceGuid: string): LoginRequest {
  return {
    authCode: authCode.trim(),
    deviceGuid,
    deviceToken: '',
    description: WEB_APP_DEVICE_DESCRIPTION,
    deviceType: 'Gcm',
  };
}

// Checked against the contract, but whole: the entire answer is stored
// (docs/product/wire-conventions.md#device-login), fields this version does not know included.
const WholeAuthenticatedUser = AuthenticatedUser.loose();

/** `POST /api/Authorization`; on success the whole answer becomes the stored user. */
export async function logIn(authCode: string): Promise<StoredUser> {
  const user = await apiClient.request({
    endpoint: endpoints.authorizationLogin,
    body: loginPayload(authCode, getOrCreateDeviceGuid()),
    schema: WholeAuthenticatedUser,
  });
  saveAuthenticatedUser(user);
  return user;
}

/**
 * The toast for a failed login. Unknown code and no free licence are one answer on purpose
 * (docs/product/security.md#device-sessions), and a code the server refuses as malformed (too long)
 * is just as wrong to the person typing it, so all three show the one failure message.
 */
export function loginFailureMessage(error: unknown, t: TFunction<'auth'>): string {
  const wait = retryWaitOf(error, i18n.language);
  const unexpected = t('login.unexpectedError');
  return failureMessage(error, {
    forbidden: t('login.failed'),
    refused: t('login.failed'),
    'rate-limited': wait ? t('login.rateLimited', { when: wait }) : t('login.rateLimitedLater'),
    'no-connection': t('login.networkError'),
    'signed-out': unexpected,
    otherwise: unexpected,
  });
}
