import type { PushHub } from '@sds/contract';
import type { Logger } from 'pino';
import type { Config } from '../config/config.ts';
import type { SecretKeys } from '../crypto/secret-keys.ts';
import { UnconfiguredAppPushSender } from './app-push-senders.ts';
import type { PushEndpointPolicy } from './push-endpoint-policy.ts';
import type { PushSender } from './push-sender.ts';
import { vapidKeysFor } from './vapid-keys.ts';
import { WebPushSender } from './web-push-sender.ts';

/** The sender of every hub, as configured (decision 0028). */
export type PushSenders = Record<PushHub, PushSender>;

export function createPushSenders(dependencies: {
  config: Config;
  secretKeys: SecretKeys;
  /** Where Web Push may go: the app's (decision 0032). */
  endpointPolicy: PushEndpointPolicy;
  logger: Logger;
}): PushSenders {
  const { config, secretKeys, endpointPolicy, logger } = dependencies;
  return {
    web: new WebPushSender({
      vapid: vapidKeysFor(config, secretKeys),
      timeoutMs: config.push.timeoutMs,
      endpointPolicy,
      logger,
    }),
    apple: new UnconfiguredAppPushSender('apple', logger),
    gcm: new UnconfiguredAppPushSender('gcm', logger),
  };
}
