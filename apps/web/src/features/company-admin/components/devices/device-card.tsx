import type { CompanyDevice } from '@sds/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoveIcon } from '../../../../components/ui/edit-icons.tsx';
import { formatMoment } from '../shared/admin-format.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { deviceName } from './device-name.ts';

/**
 * One signed-in device: what it is, its role, and when it was seen, with Revoke. Browsers all
 * look alike by name, so the Revoke button's full name also says when it was last seen.
 */
export function DeviceCard({ device, onRevoke }: { device: CompanyDevice; onRevoke: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const moment = (timestamp: string) => formatMoment(timestamp, i18n.language);
  const roleName = t(device.role === 'KeyUser' ? 'roles.keyUser' : 'roles.user');
  return (
    <li className="card" aria-labelledby={`${id}-title`}>
      <div className="card__head">
        <h2 id={`${id}-title`} className="card__title">
          {deviceName(device, t)}
        </h2>
        <Badge tone={device.role === 'KeyUser' ? 'warning' : 'neutral'}>{roleName}</Badge>
      </div>
      <dl className="fact-list">
        <div>
          <dt>{t('devices.lastSeen')}</dt>
          <dd>{moment(device.lastSeenAt)}</dd>
        </div>
        <div>
          <dt>{t('devices.signedIn')}</dt>
          <dd>{moment(device.signedInAt)}</dd>
        </div>
        <div>
          <dt>{t('devices.app')}</dt>
          <dd translate="no">{device.description}</dd>
        </div>
      </dl>
      <div className="card__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={onRevoke}
          aria-label={t('devices.revokeNamed', {
            device: deviceName(device, t),
            role: roleName,
            lastSeen: moment(device.lastSeenAt),
          })}
        >
          <RemoveIcon width={18} height={18} />
          {t('devices.revoke')}
        </button>
      </div>
    </li>
  );
}
