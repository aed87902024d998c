import { readWebPushSubscription, type PushMessage } from '@sds/contract';
import type { Logger } from 'pino';
import { Agent, request } from 'undici';
import webPush from 'web-push';
import { PushEndpointRefusedError, type PushEndpointPolicy } from './push-endpoint-policy.ts';
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
  /** The whole exchange with the push service, resolving its host to reading its answer. */
  timeoutMs: number;
  /** Where pushes may go (decision 0032). */
  endpointPolicy: PushEndpointPolicy;
  logger: Logger;
}

/** The policy's refusal anywhere in an error's causes (the connection's lookup threw it). */
function refusalIn(error: unknown): PushEndpointRefusedError | null {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof PushEndpointRefusedError) return cause;
  }
  return null;
}

/**
 * Web Push (RFC 8030/8291/8292): `web-push` encrypts the message for the subscription
 * (aes128gcm) and signs the VAPID header; we post it ourselves with undici through an agent
 * whose connections resolve the push service's host themselves and open only to addresses the
 * endpoint policy has just allowed (decision 0032). No redirect is followed (undici's
 * `request` never does), and one time limit covers the whole exchange (web-push's own is a
 * socket idle timeout). 404/410 mean the subscription is gone; an endpoint the policy refuses
 * is never contacted and counts as refused; every other failure throws and the job is tried
 * again later.
 */
export class WebPushSender implements PushSender {
  readonly #options: WebPushSenderOptions;
  readonly #agent: Agent;

  constructor(options: WebPushSenderOptions) {
    this.#options = options;
    this.#agent = new Agent({
      connect: { lookup: options.endpointPolicy.connectLookup, timeout: options.timeoutMs },
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
  }

  async send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
    const { vapid, timeoutMs, endpointPolicy } = this.#options;
    const subscription = readWebPushSubscription(target.token);
    if (!subscription.success) return 'gone';
    const endpoint = new URL(subscription.data.endpoint);
    const refusal = endpointPolicy.refusalOf(endpoint);
    if (refusal) return this.#refused(target, endpoint, refusal);
    const details = webPush.generateRequestDetails(subscription.data, JSON.stringify(message), {
      vapidDetails: vapid,
      TTL: WEB_PUSH_TTL_SECONDS,
      urgency: 'normal',
      contentEncoding: 'aes128gcm',
    });
    const headers = Object.fromEntries(
      Object.entries(details.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    let status: number;
    try {
      const response = await request(endpoint, {
        method: 'POST',
        headers,
        body: details.body,
        dispatcher: this.#agent,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.statusCode;
      await response.body.dump();
    } catch (error) {
      const refused = refusalIn(error);
      if (refused) return this.#refused(target, endpoint, refused.reason);
      const reason =
        error instanceof Error && error.name.endsWith('TimeoutError')
          ? `no answer within ${timeoutMs} ms`
          : 'unreachable';
      throw new PushServiceError(`Push service ${endpoint.host}: ${reason}`);
    }
    const log = { deviceId: target.deviceId, host: endpoint.host, status };
    if (status === 404 || status === 410) {
      this.#options.logger.info(log, 'Web Push subscription gone');
      return 'gone';
    }
    if (status >= 200 && status < 300) return 'delivered';
    throw new PushServiceError(`Push service ${endpoint.host} answered ${status}`, status);
  }

  /** Logs a refused endpoint by its host and the reason, never its path or keys. */
  #refused(target: PushTarget, endpoint: URL, reason: string): PushOutcome {
    this.#options.logger.warn(
      { deviceId: target.deviceId, host: endpoint.host, reason },
      'Web Push endpoint refused: nothing sent',
    );
    return 'refused';
  }
}
