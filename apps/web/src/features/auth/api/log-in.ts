import {
  AuthenticatedUser,
  WEB_APP_DEVICE_DESCRIPTION,
  endpoints,
  type LoginRequest,
} from '@sds/contract';
import type { TFunction } from 'i18next';
import { i18n } from '../../../i18n/i18n.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import {
  saveAuthenticatedUser,
  type AuthenticatedUser as StoredUser,
} from '../../../lib/authenticated-user.ts';
import { getOrCreateDeviceGuid } from '../../../lib/device-guid.ts';
import { inMinutes } from '../../../lib/retry-after.ts';

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
  if (!isApiError(error)) return t('login.unexpectedError');
  const isRefused = error.status === 403 && error.type !== 'xsrf-rejected';
  if (isRefused || error.type === 'validation-failed') return t('login.failed');
  if (error.type === 'rate-limited') {
    return error.retryAfterSeconds === undefined
      ? t('login.rateLimitedLater')
      : t('login.rateLimited', { when: inMinutes(error.retryAfterSeconds, i18n.language) });
  }
  if (error.type === 'network-error') return t('login.networkError');
  return t('login.unexpectedError');
}
