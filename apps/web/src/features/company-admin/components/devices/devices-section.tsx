import type { CompanyDevice } from '@sds/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { Notice } from '../../../../components/ui/notice.tsx';
import { Screen } from '../../../../components/ui/screen.tsx';
import { notify } from '../../../../components/ui/toast.tsx';
import { useCompanyDevices, useRevokeCompanyDevice } from '../../api/company-devices.ts';
import type { CompanyScope } from '../company-administration.tsx';
import { QueryList } from '../shared/query-list.tsx';
import { useFailureMessage } from '../shared/use-failure-message.ts';
import { formatMoment } from '../shared/admin-format.ts';
import { DeviceCard } from './device-card.tsx';
import { deviceName } from './device-name.ts';
import { RenameDeviceDialog } from './rename-device-dialog.tsx';

/** Revoke, asked first: says that the device is signed out and what that does not prevent. */
function RevokeDeviceDialog(props: {
  companyId: string;
  device: CompanyDevice | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const failureMessage = useFailureMessage();
  const revoke = useRevokeCompanyDevice(props.companyId);
  const [failure, setFailure] = useState<string | null>(null);
  const { device } = props;

  function close() {
    setFailure(null);
    props.onClose();
  }

  function confirm() {
    if (!device) return;
    setFailure(null);
    revoke.mutate(device.id, {
      onSuccess: () => {
        close();
        void notify(t('devices.revoked'), { kind: 'success' });
      },
      onError: (error) =>
        setFailure(failureMessage(error, { 'not-found': t('devices.alreadyGone') })),
    });
  }

  return (
    <ConfirmDialog
      open={device !== null}
      onOpenChange={(open) => {
        if (!open && !revoke.isPending) close();
      }}
      tone="danger"
      title={t('devices.revokeTitle')}
      description={
        device ? (
          <>
            <span className="admin-dialog-subject">
              {t('devices.revokeSubject', {
                device: deviceName(device, t),
                role: t(device.role === 'KeyUser' ? 'roles.keyUser' : 'roles.user'),
                lastSeen: formatMoment(device.lastSeenAt, i18n.language),
              })}
            </span>
            {t(device.role === 'KeyUser' ? 'devices.revokeTextKeyUser' : 'devices.revokeTextUser')}
          </>
        ) : null
      }
      confirmLabel={t('devices.revoke')}
      isPending={revoke.isPending}
      error={failure}
      onConfirm={confirm}
    />
  );
}

/**
 * The devices that hold one of the company's licences (docs/product/codes-and-licences.md#devices):
 * name (the administrator's, else browser and system), role, app, when they signed in and were
 * last seen, each with Rename and Revoke. Revoking frees its licence at once.
 */
export function DevicesSection({ companyId }: CompanyScope) {
  const { t } = useTranslation('admin');
  const devices = useCompanyDevices(companyId);
  const [revoking, setRevoking] = useState<CompanyDevice | null>(null);
  const [renaming, setRenaming] = useState<CompanyDevice | null>(null);

  const content = (
    <QueryList
      query={devices}
      failedTitle={t('devices.loadFailed')}
      empty={<Notice title={t('devices.none')}>{t('devices.noneText')}</Notice>}
      label={t('devices.listLabel')}
    >
      {(device) => (
        <DeviceCard
          key={device.id}
          device={device}
          onRename={() => setRenaming(device)}
          onRevoke={() => setRevoking(device)}
        />
      )}
    </QueryList>
  );

  return (
    <Screen title={t('devices.title')} intro={t('devices.intro')}>
      {content}
      <RevokeDeviceDialog
        companyId={companyId}
        device={revoking}
        onClose={() => setRevoking(null)}
      />
      {renaming ? (
        <RenameDeviceDialog
          companyId={companyId}
          device={renaming}
          onClose={() => setRenaming(null)}
        />
      ) : null}
    </Screen>
  );
}
