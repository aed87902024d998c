import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { CompanyCodeKind, ResetCompanyCodeResponse } from '@sds/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../../components/ui/copy-button.tsx';
import { useResetCompanyCode } from '../../api/company-codes.ts';
import { formatCount } from '../shared/admin-format.ts';
import { SecretValue, StepDescription, StepDialog, StepTitle } from '../shared/step-dialog.tsx';
import { useCopyTexts } from '../shared/use-copy-texts.ts';
import { useFailureMessage } from '../shared/use-failure-message.ts';

type ResetCodeDialogProps = {
  companyId: string;
  /** The code to reset; null while no reset is asked for. */
  kind: CompanyCodeKind | null;
  onClose: () => void;
};

/** "3 phones and computers were signed out", in words for none, one and more. */
function useSignedOutText() {
  const { t, i18n } = useTranslation('admin');
  return (count: number) => {
    if (count === 0) return t('codes.signedOutNone');
    return t('codes.signedOut', { count, number: formatCount(count, i18n.language) });
  };
}

/** The question: what a reset does, exactly, before anything happens. */
function ConfirmStep(props: {
  kind: CompanyCodeKind;
  failure: string | null;
  isPending: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation('common');
  const { kind, failure, isPending } = props;
  return (
    <>
      <StepTitle>{t(`codes.kinds.${kind}.resetTitle`)}</StepTitle>
      <StepDescription>
        <p>{t(`codes.kinds.${kind}.resetConsequence`)}</p>
        <p>{t('codes.resetOldStops')}</p>
      </StepDescription>
      {failure ? (
        <div className="dialog__error" role="alert">
          {failure}
        </div>
      ) : null}
      <div className="dialog__actions">
        <AlertDialog.Cancel className="button button--secondary" disabled={isPending}>
          {tCommon('actions.cancel')}
        </AlertDialog.Cancel>
        <button
          type="button"
          className="button button--danger"
          onClick={props.onConfirm}
          disabled={isPending}
          aria-busy={isPending || undefined}
        >
          {isPending ? <span className="button__spinner" aria-hidden="true" /> : null}
          {t(`codes.kinds.${kind}.resetConfirm`)}
        </button>
      </div>
    </>
  );
}

/** The new code, this once in the dialog, with Copy and how many devices were signed out. */
function NewCodeStep({ answer }: { answer: ResetCompanyCodeResponse }) {
  const { t } = useTranslation('admin');
  const copyTexts = useCopyTexts();
  const signedOutText = useSignedOutText();
  return (
    <>
      <StepTitle isFocused>{t(`codes.kinds.${answer.kind}.newTitle`)}</StepTitle>
      <StepDescription>
        <p>{t('codes.newCodeText')}</p>
        {answer.kind === 'Subscription' ? null : <p>{signedOutText(answer.signedOutDevices)}</p>}
      </StepDescription>
      <SecretValue value={answer.code} label={t(`codes.kinds.${answer.kind}.label`)} />
      <CopyButton
        text={answer.code}
        label={t(`codes.kinds.${answer.kind}.copyNew`)}
        texts={copyTexts}
      />
      <div className="dialog__actions">
        <AlertDialog.Action className="button button--primary">
          {t('codes.done')}
        </AlertDialog.Action>
      </div>
    </>
  );
}

/**
 * Resetting a code, asked first (it signs people out), then the new code in the same dialog.
 * The answer lives in this dialog's state only: once it is closed, the new code is shown
 * masked like the others and can be revealed again (recorded).
 */
export function ResetCodeDialog({ companyId, kind, onClose }: ResetCodeDialogProps) {
  const { t } = useTranslation('admin');
  const failureMessage = useFailureMessage();
  const reset = useResetCompanyCode(companyId);
  const [answer, setAnswer] = useState<ResetCompanyCodeResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function close() {
    setAnswer(null);
    setFailure(null);
    reset.reset();
    onClose();
  }

  function confirm() {
    if (!kind) return;
    setFailure(null);
    reset.mutate(kind, {
      onSuccess: setAnswer,
      onError: (error) =>
        setFailure(failureMessage(error, { 'not-found': t('errors.companyNotFound') })),
    });
  }

  return (
    <StepDialog open={kind !== null} onClose={close} isPending={reset.isPending}>
      {answer ? <NewCodeStep answer={answer} /> : null}
      {!answer && kind ? (
        <ConfirmStep
          kind={kind}
          failure={failure}
          isPending={reset.isPending}
          onConfirm={confirm}
        />
      ) : null}
    </StepDialog>
  );
}
