import type { PushHub, PushMessage } from '@sds/contract';

/** Where one push goes: a device's registration (decision 0028). */
export interface PushTarget {
  deviceId: string;
  hub: PushHub;
  /** The device's token: a Web Push subscription as JSON, or an app's token. Never logged. */
  token: string;
}

/**
 * `delivered`: the push service took the message. `gone`: the registration no longer exists
 * there (the caller removes it). `refused`: its endpoint is not one the server may post to —
 * not https, not an allowed push service, or a host that resolves to a non-public address
 * (decision 0032); nothing was sent, and the caller removes it as it would a gone one.
 * Anything transient (timeouts, 5xx, 429, a host that does not resolve) throws, so the job is
 * tried again later.
 */
export type PushOutcome = 'delivered' | 'gone' | 'refused';

/**
 * One push channel (Web Push, Apple, Gcm) behind one interface
 * (docs/product/subscriptions-and-push.md#push-channels).
 */
export interface PushSender {
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}

/** A push service's answer that may succeed when tried again later. */
export class PushServiceError extends Error {
  readonly status: number | null;

  constructor(message: string, status: number | null = null) {
    super(message);
    this.name = 'PushServiceError';
    this.status = status;
  }
}
