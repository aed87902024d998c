import type { PushHub, PushMessage } from '@sds/contract';
import type { Logger } from 'pino';
import type { PushOutcome, PushSender, PushTarget } from './push-sender.ts';

/**
 * A native app channel (Apple Push Notification service, Firebase Cloud Messaging for `Gcm`)
 * without credentials: the portal has no apps of its own yet (decision 0028). It logs that the
 * push was not sent (never the token) and counts it as delivered, so the queue does not retry
 * what can never succeed; the feed still holds the notification for the app to read.
 */
export class UnconfiguredAppPushSender implements PushSender {
  readonly #hub: Exclude<PushHub, 'web'>;
  readonly #logger: Logger;

  constructor(hub: Exclude<PushHub, 'web'>, logger: Logger) {
    this.#hub = hub;
    this.#logger = logger;
  }

  async send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
    this.#logger.warn(
      { hub: this.#hub, deviceId: target.deviceId, notificationId: message.notificationId },
      `No ${this.#hub} push credentials are configured: push not sent`,
    );
    return 'delivered';
  }
}
