import { readWebPushSubscription, type PushMessage } from '@sds/contract';
import type { Logger } from 'pino';
import webPush from 'web-push';
import {
  PushServiceError,
  type PushOutcome,
  type PushSender,
  type PushTarget,
} from './push-sender.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** A day: a product notice that waited longer in a push service is stale (the feed keeps it). */
export const WEB_PUSH_TTL_SECONDS = 24 * 60 * 60;

export interface WebPushSenderOptions {
  vapid: VapidKeys;
  /** The whole exchange with the push service, connect to answer. */
  timeoutMs: number;
  /** `http:` endpoints (local stand-ins) are posted to; otherwise only `https:` ones. */
  allowHttpEndpoints: boolean;
  logger: Logger;
}

/**
 * Web Push (RFC 8030/8291/8292): `web-push` encrypts the message for the subscription
 * (aes128gcm) and signs the VAPID header; we post it ourselves with `fetch`, so the time limit
 * covers the whole exchange (web-push's own is a socket idle timeout), no redirect is followed,
 * and a stand-in on plain http can receive it in tests. 404/410 mean the subscription is gone;
 * every other failure throws and the job is tried again later.
 */
export class WebPushSender implements PushSender {
  readonly #options: WebPushSenderOptions;

  constructor(options: WebPushSenderOptions) {
    this.#options = options;
  }

  async send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
    const { vapid, timeoutMs, allowHttpEndpoints, logger } = this.#options;
    const subscription = readWebPushSubscription(target.token);
    const endpoint = subscription.success ? new URL(subscription.data.endpoint) : null;
    if (!subscription.success || !endpoint) return 'gone';
    if (endpoint.protocol !== 'https:' && !allowHttpEndpoints) return 'gone';
    const request = webPush.generateRequestDetails(subscription.data, JSON.stringify(message), {
      vapidDetails: vapid,
      TTL: WEB_PUSH_TTL_SECONDS,
      urgency: 'normal',
      contentEncoding: 'aes128gcm',
    });
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers,
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${timeoutMs} ms`
          : 'unreachable';
      throw new PushServiceError(`Push service ${endpoint.host}: ${reason}`);
    }
    await response.body?.cancel().catch(() => {});
    const log = { deviceId: target.deviceId, host: endpoint.host, status: response.status };
    if (response.status === 404 || response.status === 410) {
      logger.info(log, 'Web Push subscription gone');
      return 'gone';
    }
    if (response.ok) return 'delivered';
    throw new PushServiceError(
      `Push service ${endpoint.host} answered ${response.status}`,
      response.status,
    );
  }
}
