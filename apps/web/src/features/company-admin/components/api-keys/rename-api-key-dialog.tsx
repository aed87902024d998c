import { zodResolver } from '@hookform/resolvers/zod';
import type { ApiKeySummary } from '@sds/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/ui/form-dialog.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { ApiKeyNameForm, apiKeyNameError, type ApiKeyNameValues } from './api-key-name.ts';

type RenameApiKeyDialogProps = {
  apiKey: ApiKeySummary;
  onClose: () => void;
  /** Sends the checked name; the caller closes the dialog when it is saved. */
  onRename: (name: string) => void;
  isPending: boolean;
  /** The translated failure of the last try: the dialog stays open with what was typed. */
  failure: string | null;
};

/** Renaming a key: the name only; whether the key works stays as it is. */
export function RenameApiKeyDialog(props: RenameApiKeyDialogProps) {
  const { apiKey, isPending } = props;
  const { t } = useTranslation('admin');
  const form = useForm<ApiKeyNameValues>({
    resolver: zodResolver(ApiKeyNameForm),
    defaultValues: { name: apiKey.name },
  });
  const submit = form.handleSubmit(({ name }) => props.onRename(name));
  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open && !isPending) props.onClose();
      }}
      title={t('apiKeys.renameTitle', { name: apiKey.name })}
      description={t('apiKeys.renameText')}
      submitLabel={t('apiKeys.saveName')}
      isPending={isPending}
      error={props.failure}
      onSubmit={() => void submit()}
    >
      <TextField
        label={t('apiKeys.nameLabel')}
        autoComplete="off"
        error={apiKeyNameError(form.formState.errors.name, t)}
        registration={form.register('name')}
      />
    </FormDialog>
  );
}
