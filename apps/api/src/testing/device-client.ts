import { createHash, randomUUID } from 'node:crypto';
import { AuthenticatedUser, WEB_APP_DEVICE_DESCRIPTION } from '@sds/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';

/** A signed-in device as a browser holds it: the stored user plus its cookies. */
export interface SignedInTestDevice {
  user: AuthenticatedUser;
  cookies: Record<string, string>;
  headers: Record<string, string>;
}

export function loginPayload(authCode: string, deviceGuid: string = randomUUID()) {
  return {
    authCode,
    deviceGuid,
    deviceToken: '',
    description: WEB_APP_DEVICE_DESCRIPTION,
    deviceType: 'Gcm',
  };
}

/** Cookies a response sets, by name. */
export function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

/** `POST /api/Authorization` the way a fresh client does it: no cookies yet. */
export function postLogin(
  app: FastifyInstance,
  authCode: string,
  deviceGuid?: string,
  extra: Partial<InjectOptions> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/Authorization',
    payload: loginPayload(authCode, deviceGuid),
    ...extra,
  });
}

/** Signs in and returns what a browser would keep; fails the test if sign-in fails. */
export async function signIn(
  app: FastifyInstance,
  authCode: string,
  deviceGuid?: string,
): Promise<SignedInTestDevice> {
  const response = await postLogin(app, authCode, deviceGuid);
  if (response.statusCode !== 200) {
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  }
  const user = AuthenticatedUser.parse(response.json());
  const cookies = cookiesOf(response);
  return { user, cookies, headers: deviceHeaders(user, cookies) };
}

/**
 * The device headers (docs/product/wire-conventions.md#request-headers) for a stored user, plus the
 * XSRF echo of its cookie.
 */
export function deviceHeaders(
  user: Pick<AuthenticatedUser, 'authCode' | 'deviceGuid'>,
  cookies: Record<string, string>,
): Record<string, string> {
  const headers: Record<string, string> = {
    authcode: createHash('sha256').update(`${user.authCode}${user.deviceGuid}`).digest('hex'),
    deviceid: user.deviceGuid,
  };
  if (cookies['XSRF-TOKEN']) headers['x-xsrf-token'] = cookies['XSRF-TOKEN'];
  return headers;
}

/** A request as the signed-in browser sends it. */
export function asDevice(app: FastifyInstance, device: SignedInTestDevice, options: InjectOptions) {
  return app.inject({
    ...options,
    headers: { ...device.headers, ...options.headers },
    cookies: { ...device.cookies, ...options.cookies },
  });
}
