import type { PushHub } from '@sds/contract';
import type { Logger } from 'pino';
import type { Config } from '../config/config.ts';
import type { SecretKeys } from '../crypto/secret-keys.ts';
import { UnconfiguredAppPushSender } from './app-push-senders.ts';
import type { PushSender } from './push-sender.ts';
import { vapidKeysFor } from './vapid-keys.ts';
import { WebPushSender } from './web-push-sender.ts';

/** The sender of every hub, as configured (decision 0028). */
export type PushSenders = Record<PushHub, PushSender>;

export function createPushSenders(
  config: Config,
  secretKeys: SecretKeys,
  logger: Logger,
): PushSenders {
  return {
    web: new WebPushSender({
      vapid: vapidKeysFor(config, secretKeys),
      timeoutMs: config.push.timeoutMs,
      allowHttpEndpoints: config.push.allowHttpEndpoints,
      logger,
    }),
    apple: new UnconfiguredAppPushSender('apple', logger),
    gcm: new UnconfiguredAppPushSender('gcm', logger),
  };
}
