import { zodResolver } from '@hookform/resolvers/zod';
import { DeviceLabelRequest, MAX_DEVICE_LABEL_LENGTH, type CompanyDevice } from '@sds/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/ui/form-dialog.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { notify } from '../../../../components/ui/toast.tsx';
import { useLabelCompanyDevice } from '../../api/company-devices.ts';
import { useFailureMessage } from '../shared/use-failure-message.ts';
import { deviceName } from './device-name.ts';

type RenameDeviceDialogProps = { companyId: string; device: CompanyDevice; onClose: () => void };

/**
 * Naming a device ("Reception tablet"), so an administrator tells it apart from the others;
 * an empty name shows its browser and system again. Checked by the contract's schema.
 */
export function RenameDeviceDialog({ companyId, device, onClose }: RenameDeviceDialogProps) {
  const { t } = useTranslation('admin');
  const failureMessage = useFailureMessage();
  const label = useLabelCompanyDevice(companyId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DeviceLabelRequest>({
    resolver: zodResolver(DeviceLabelRequest),
    defaultValues: { label: device.label },
  });
  const tooLong = form.formState.errors.label
    ? t('devices.nameTooLong', { max: MAX_DEVICE_LABEL_LENGTH })
    : undefined;

  const submit = form.handleSubmit(({ label: name }) => {
    setFailure(null);
    label.mutate(
      { deviceId: device.id, label: name },
      {
        onSuccess: () => {
          onClose();
          void notify(name ? t('devices.renamedDone', { name }) : t('devices.nameRemovedDone'), {
            kind: 'success',
          });
        },
        onError: (error) =>
          setFailure(failureMessage(error, { 'not-found': t('devices.alreadyGone') })),
      },
    );
  });

  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open && !label.isPending) onClose();
      }}
      title={t('apiKeys.renameTitle', { name: deviceName(device, t) })}
      description={t('devices.renameText')}
      submitLabel={t('apiKeys.saveName')}
      isPending={label.isPending}
      error={failure}
      onSubmit={() => void submit()}
    >
      <TextField
        label={t('apiKeys.nameLabel')}
        autoComplete="off"
        error={tooLong}
        registration={form.register('label')}
      />
    </FormDialog>
  );
}
