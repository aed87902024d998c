import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/ui/submit-button.tsx';
import { useDevicePush, type DevicePushStatus, type PushFailure } from '../push/use-device-push.ts';
import { BellIcon } from './notification-icons.tsx';

const statusTexts = {
  unsupported: 'device.unsupported',
  checking: 'device.checking',
  off: 'device.off',
  denied: 'device.denied',
  on: 'device.on',
} as const satisfies Record<Exclude<DevicePushStatus, 'not-configured'>, string>;

const failureTexts = {
  'not-answered': 'device.errors.notAnswered',
  'push-service': 'device.errors.pushService',
  'no-connection': 'device.errors.noConnection',
  refused: 'device.errors.refused',
  failed: 'device.errors.failed',
} as const satisfies Record<PushFailure, string>;

/**
 * "Notifications on this device": where it stands, with Turn on or Turn off. Nothing is shown
 * when the server sends no pushes (no VAPID key in `/config.json`); the feed works regardless.
 */
export function DevicePushPanel() {
  const { t } = useTranslation('notifications');
  const push = useDevicePush();
  const headingId = useId();
  if (push.status === 'not-configured') return null;
  const isBlocked = push.status === 'denied';
  return (
    <section
      className={`push-panel push-panel--${push.status}`}
      aria-labelledby={headingId}
      aria-busy={push.status === 'checking' || undefined}
    >
      <span className="push-panel__icon">
        <BellIcon />
      </span>
      <div className="push-panel__content">
        <h2 id={headingId} className="push-panel__title">
          {t('device.title')}
        </h2>
        <p className="push-panel__text" role="status">
          {t(statusTexts[push.status])}
        </p>
        {isBlocked ? <p className="push-panel__text">{t('device.howToAllow')}</p> : null}
        {push.status === 'off' ? (
          <BusyButton
            className="button button--primary"
            disabled={push.isWorking}
            isBusy={push.isWorking}
            onClick={() => void push.turnOn()}
          >
            {t('device.turnOn')}
          </BusyButton>
        ) : null}
        {push.status === 'on' ? (
          <BusyButton
            className="button button--secondary"
            disabled={push.isWorking}
            isBusy={push.isWorking}
            onClick={() => void push.turnOff()}
          >
            {t('device.turnOff')}
          </BusyButton>
        ) : null}
        {push.failure ? (
          <p className="push-panel__alert" role="alert">
            {t(failureTexts[push.failure])}
          </p>
        ) : null}
      </div>
    </section>
  );
}
