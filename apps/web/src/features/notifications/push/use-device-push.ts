import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../../config/runtime-config.ts';
import { failureKindOf } from '../../../lib/api-failure.ts';
import { sendDevicePushToken } from '../api/device-push-token.ts';
import { useOptionalLazyNamespace } from '../../../i18n/lazy-catalogues.ts';
import { pushTextsFor, savePushTexts } from './push-texts.ts';
import {
  findPushSubscription,
  isPushSupported,
  subscribeToPush,
  unsubscribeFromPush,
} from './web-push.ts';

/**
 * Where this device stands: the server sends no pushes (`not-configured`), the browser cannot
 * take them, the device is being looked at, off, blocked by the person, or on.
 */
export type DevicePushStatus =
  'not-configured' | 'unsupported' | 'checking' | 'off' | 'denied' | 'on';

/** Why turning notifications on did not work, as the screen words it. */
export type PushFailure = 'not-answered' | 'push-service' | 'no-connection' | 'refused' | 'failed';

/**
 * What went wrong, from a failure of the browser's Push API or of the registration call; null
 * for a 401, which the API client answers by ending the session (the guard opens the login).
 */
function pushFailureOf(error: unknown): PushFailure | null {
  // The browser's push service could not be reached or refused the subscription.
  if (error instanceof DOMException) return 'push-service';
  const kind = failureKindOf(error);
  if (kind === 'signed-out') return null;
  return kind === 'no-connection' || kind === 'refused' ? kind : 'failed';
}

function initialStatus(publicKey: string | null): DevicePushStatus {
  if (!publicKey) return 'not-configured';
  if (!isPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return 'checking';
}

/**
 * A subscription the browser still has is sent to the server again before it counts as on:
 * signing in again empties the device's token on the server
 * (docs/product/security.md#device-sessions), and the browser may have renewed the subscription
 * meanwhile.
 */
async function checkDevice(publicKey: string): Promise<DevicePushStatus> {
  try {
    const subscription = await findPushSubscription(publicKey);
    if (!subscription || Notification.permission !== 'granted') return 'off';
    await sendDevicePushToken(JSON.stringify(subscription));
    return 'on';
  } catch {
    return 'off';
  }
}

/**
 * Push notifications on this device: its status, and Turn on / Turn off. Permission is asked
 * only inside `turnOn`, which the Turn on button calls (a browser shows its question only
 * after a person's action, and it is the person's choice to make).
 */
export function useDevicePush() {
  const publicKey = useRuntimeConfig().webPushPublicKey;
  const { t, i18n } = useTranslation('notifications');
  const [status, setStatus] = useState(() => initialStatus(publicKey));
  const [failure, setFailure] = useState<PushFailure | null>(null);
  const [isWorking, setIsWorking] = useState(false);
  const isChecking = status === 'checking';

  useEffect(() => {
    if (!isChecking || !publicKey) return;
    let isCurrent = true;
    void checkDevice(publicKey).then((checked) => isCurrent && setStatus(checked));
    return () => {
      isCurrent = false;
    };
  }, [isChecking, publicKey]);

  // The service worker words pushes in the language the person reads the portal in, with the
  // fields' labels for what a change changed (some are the editor's: saved again once loaded).
  const isOn = status === 'on';
  const hasFieldLabels = useOptionalLazyNamespace('editor');
  useEffect(() => {
    if (isOn) void savePushTexts(pushTextsFor(t, i18n.language));
  }, [isOn, t, i18n.language, hasFieldLabels]);

  async function turnOn() {
    if (!publicKey) return;
    setFailure(null);
    setIsWorking(true);
    try {
      // First, while the click still counts as the person's action.
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        // 'default': the question was closed without an answer; it may be asked again.
        if (permission === 'denied') setStatus('denied');
        else setFailure('not-answered');
        return;
      }
      const subscription = await subscribeToPush(publicKey);
      await savePushTexts(pushTextsFor(t, i18n.language));
      await sendDevicePushToken(JSON.stringify(subscription));
      setStatus('on');
    } catch (error) {
      const isBlocked = error instanceof DOMException && error.name === 'NotAllowedError';
      if (isBlocked) setStatus('denied');
      else setFailure(pushFailureOf(error));
    } finally {
      setIsWorking(false);
    }
  }

  /**
   * The browser's subscription ends first: from then on nothing reaches this device, whatever
   * the server still holds. A server that missed the empty token drops the subscription at
   * its next push, when the push service answers 410.
   */
  async function turnOff() {
    setFailure(null);
    setIsWorking(true);
    await unsubscribeFromPush().catch(() => undefined);
    await sendDevicePushToken('').catch(() => undefined);
    setStatus('off');
    setIsWorking(false);
  }

  return { status, failure, isWorking, turnOn, turnOff };
}
