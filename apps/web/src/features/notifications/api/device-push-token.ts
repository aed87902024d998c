import { DeviceRegistration, endpoints } from '@sds/contract';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * `PUT /api/Authorization` `{deviceToken}`: this device's push subscription as JSON (what
 * `PushSubscription.toJSON()` gives), or `''` to stop pushes to it
 * (docs/product/subscriptions-and-push.md#push-channels).
 */
export function sendDevicePushToken(deviceToken: string) {
  return apiClient.request({
    endpoint: endpoints.authorizationUpdate,
    body: { deviceToken },
    schema: DeviceRegistration,
  });
}
