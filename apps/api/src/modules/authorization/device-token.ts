import { isWebPushToken, readWebPushSubscription, type DeviceType } from '@sds/contract';
import { AppError } from '../../platform/http/app-error.ts';
import type { PushEndpointPolicy } from '../../platform/push/push-endpoint-policy.ts';

/** What each refusal of a subscription's endpoint tells the caller (decision 0032). */
const endpointRefusalMessages = {
  'push-endpoint-not-https': 'must be an https URL',
  'push-endpoint-credentials': 'must not carry a user name or password',
  'push-endpoint-host-not-allowed': 'must be a push service this portal allows',
  'push-endpoint-not-public': 'must be a push service on a public address',
  'push-endpoint-unresolvable': 'names a host that does not resolve',
} as const;

/**
 * A device's push token as it is kept (docs/product/subscriptions-and-push.md#push-channels,
 * decisions 0028 and 0032): '' clears it; an app's (Apple, Gcm) is kept as sent; a Web device's —
 * and any JSON token, as the web app signs in as Gcm — must be its browser's Web Push subscription
 * as JSON, kept in the contract's form (unknown fields dropped), whose endpoint the push endpoint
 * policy allows: https, no credentials, an allowed push service whose host resolves to public
 * addresses alone. Anything else is a `400 validation-failed` naming the field, with a stable code.
 */
export async function acceptedDeviceToken(
  deviceType: DeviceType,
  token: string,
  endpointPolicy: PushEndpointPolicy,
): Promise<string> {
  // The web app signs in as Gcm (docs/product/wire-conventions.md#device-login): a JSON token is a
  // Web Push subscription on any type.
  if (token === '' || (deviceType !== 'Web' && !isWebPushToken(token))) return token;
  const read = readWebPushSubscription(token);
  if (!read.success) {
    throw new AppError('validation-failed', 'The deviceToken is not a Web Push subscription', {
      errors: read.issues.map((issue) => ({
        path: ['body', 'deviceToken', ...issue.path.map(String)].join('.'),
        message: issue.message,
        code: issue.code,
      })),
    });
  }
  const refusal = await endpointPolicy.check(read.data.endpoint);
  if (refusal) {
    throw new AppError('validation-failed', 'The server does not post to this push endpoint', {
      errors: [
        {
          path: 'body.deviceToken.endpoint',
          message: endpointRefusalMessages[refusal],
          code: refusal,
        },
      ],
    });
  }
  return JSON.stringify(read.data);
}
