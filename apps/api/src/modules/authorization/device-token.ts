import { isWebPushToken, readWebPushSubscription, type DeviceType } from '@sds/contract';
import { AppError } from '../../platform/http/app-error.ts';

/**
 * A device's push token as it is kept (DESIGN §7, decision 0028): '' clears it; an app's
 * (Apple, Gcm) is kept as sent; a Web device's — and any JSON token, as the web app signs in as
 * Gcm — must be its browser's Web Push subscription as JSON, kept in the contract's form (unknown fields dropped). An `http:` endpoint is only taken
 * where `allowHttpEndpoints` (outside production: local push-service stand-ins); real push
 * services are https. Anything else is a `400 validation-failed` naming the field.
 */
export function acceptedDeviceToken(
  deviceType: DeviceType,
  token: string,
  options: { allowHttpEndpoints: boolean },
): string {
  // The web app signs in as Gcm (SPEC §3): a JSON token is a Web Push subscription on any type.
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
  if (!options.allowHttpEndpoints && !read.data.endpoint.startsWith('https:')) {
    throw new AppError('validation-failed', 'Push services are reached over https', {
      errors: [
        {
          path: 'body.deviceToken.endpoint',
          message: 'must be an https URL',
          code: 'invalid_format',
        },
      ],
    });
  }
  return JSON.stringify(read.data);
}
