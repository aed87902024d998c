import { notify } from '../components/ui/toast.tsx';
import { i18n } from '../i18n/i18n.ts';
import { appClientOptions, createApiClient, type ApiClientOptions } from './api-client.ts';
import { clearAccountSession, readAccountSession } from './account-session.ts';

// Account calls never carry the device's headers: the server would try them first, so a
// device session that ended would fail an administrator's call with 401, and a device's
// credentials would make a registration count as a (forbidden) invitation.
const withoutDevice: ApiClientOptions = {
  ...appClientOptions,
  getAuthenticatedUser: () => null,
  onUnauthenticated: undefined,
};

/**
 * A 401 to a call made with the stored bearer token: the server ended the account session
 * (expired, or signed out by a password reset). Forget it and say so; the admin guard then
 * shows the sign-in. Only when that token is still the stored one, as for devices.
 */
export function endAccountSessionAfter401(sentToken: string): void {
  if (readAccountSession()?.accessToken !== sentToken) return;
  clearAccountSession();
  void notify(i18n.t('session.ended'), { kind: 'info' });
}

/**
 * For the calls anyone may make without being signed in: registration, setting a password
 * with an e-mailed link, signing in, asking for a new password link. No credentials at all:
 * with a bearer token `POST /api/account` would invite a person instead of registering.
 */
export const anonymousAccountClient = createApiClient(withoutDevice);

/**
 * The first part of the query key of everything read with an account's token (who is signed
 * in, the administration's data), so that the end of the session forgets all of it at once.
 */
export const ACCOUNT_DATA_KEY = ['account'] as const;

/** For the calls of a signed-in account: `Authorization: Bearer` with the stored token. */
export const accountClient = createApiClient({
  ...withoutDevice,
  getBearerToken: () => readAccountSession()?.accessToken ?? null,
  onBearerRejected: endAccountSessionAfter401,
});
