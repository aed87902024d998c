import { zodResolver } from '@hookform/resolvers/zod';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { CreatedApiKey } from '@sds/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../../components/ui/copy-button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { AlertIcon } from '../../../../components/ui/icons.tsx';
import { SecretValue, StepDescription, StepDialog, StepTitle } from '../shared/step-dialog.tsx';
import { useCopyTexts } from '../shared/use-copy-texts.ts';
import { useFailureMessage } from '../shared/use-failure-message.ts';
import { ApiKeyNameForm, apiKeyNameError, type ApiKeyNameValues } from './api-key-name.ts';

type CreateApiKeyDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Sends the name; resolves with the new key (its only appearance). */
  create: (name: string) => Promise<CreatedApiKey>;
  isPending: boolean;
};

/** Step one: the key's name, so people later know which system uses which key. */
function NameStep(props: {
  onCreated: (key: CreatedApiKey) => void;
  create: CreateApiKeyDialogProps['create'];
  isPending: boolean;
}) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation('common');
  const failureMessage = useFailureMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ApiKeyNameValues>({
    resolver: zodResolver(ApiKeyNameForm),
    defaultValues: { name: '' },
  });

  const submit = form.handleSubmit(async ({ name }) => {
    setFailure(null);
    try {
      props.onCreated(await props.create(name));
    } catch (error) {
      setFailure(failureMessage(error, { conflict: t('apiKeys.tooMany') }));
    }
  });

  return (
    <>
      <StepTitle>{t('apiKeys.createTitle')}</StepTitle>
      <StepDescription>
        <p>{t('apiKeys.createText')}</p>
      </StepDescription>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('apiKeys.nameLabel')}
          hint={t('apiKeys.nameHint')}
          autoComplete="off"
          error={apiKeyNameError(form.formState.errors.name, t)}
          registration={form.register('name')}
        />
        {failure ? (
          <div className="dialog__error" role="alert">
            {failure}
          </div>
        ) : null}
        <div className="dialog__actions">
          <AlertDialog.Cancel className="button button--secondary" disabled={props.isPending}>
            {tCommon('actions.cancel')}
          </AlertDialog.Cancel>
          <button
            type="submit"
            className="button button--primary"
            disabled={props.isPending}
            aria-busy={props.isPending || undefined}
          >
            {props.isPending ? <span className="button__spinner" aria-hidden="true" /> : null}
            {t('apiKeys.create')}
          </button>
        </div>
      </form>
    </>
  );
}

/** Step two: the key, this once, with Copy and the warning that it cannot be shown again. */
function NewKeyStep({ created }: { created: CreatedApiKey }) {
  const { t } = useTranslation('admin');
  const copyTexts = useCopyTexts();
  return (
    <>
      <StepTitle isFocused>{t('apiKeys.newTitle', { name: created.name })}</StepTitle>
      <StepDescription>
        <p className="secret-warning">
          <AlertIcon width={18} height={18} />
          <span>{t('apiKeys.shownOnce')}</span>
        </p>
        <p>{t('apiKeys.howToUse')}</p>
      </StepDescription>
      <SecretValue value={created.key} label={t('apiKeys.keyLabel')} />
      <CopyButton text={created.key} label={t('apiKeys.copyNew')} texts={copyTexts} />
      <div className="dialog__actions">
        <AlertDialog.Action className="button button--primary">
          {t('apiKeys.done')}
        </AlertDialog.Action>
      </div>
    </>
  );
}

/**
 * Creating an API key (docs/product/security.md#api-keys): a name, then the key shown once in the
 * same dialog. The server keeps only its fingerprint, so the key lives in this dialog's state and
 * nowhere else.
 */
export function CreateApiKeyDialog({ open, onClose, create, isPending }: CreateApiKeyDialogProps) {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  function close() {
    setCreated(null);
    onClose();
  }
  return (
    <StepDialog open={open} onClose={close} isPending={isPending}>
      {created ? (
        <NewKeyStep created={created} />
      ) : (
        <NameStep onCreated={setCreated} create={create} isPending={isPending} />
      )}
    </StepDialog>
  );
}
