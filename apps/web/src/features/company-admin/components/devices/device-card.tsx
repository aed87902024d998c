import type { CompanyDevice } from '@sds/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PencilIcon, RemoveIcon } from '../../../../components/ui/edit-icons.tsx';
import { formatMoment } from '../shared/admin-format.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { deviceClientName, deviceName } from './device-name.ts';

type DeviceCardProps = { device: CompanyDevice; onRename: () => void; onRevoke: () => void };

/**
 * One signed-in device: its name (the administrator's, else its browser and system), its role,
 * and when it was seen, with Rename and Revoke. Two phones can share a browser and system, so
 * the Revoke button's full name also says when it was last seen.
 */
export function DeviceCard({ device, onRename, onRevoke }: DeviceCardProps) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const client = deviceClientName(device, t);
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
        {device.label && client ? (
          <div>
            <dt>{t('devices.browser')}</dt>
            <dd>{client}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('devices.app')}</dt>
          <dd translate="no">{device.description}</dd>
        </div>
      </dl>
      <div className="card__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={onRename}
          aria-label={t('apiKeys.renameNamed', { name: deviceName(device, t) })}
        >
          <PencilIcon width={18} height={18} />
          {t('apiKeys.rename')}
        </button>
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
