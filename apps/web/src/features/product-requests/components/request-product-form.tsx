import { REQUEST_INPUT_LIMITS } from '@sds/contract';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/ui/icons.tsx';
import { failureMessage, retryWaitOf } from '../../../lib/api-failure.ts';
import type { AuthenticatedUser } from '../../../lib/authenticated-user.ts';
import { isFilledIn } from '../../../lib/form-rules.ts';
import type { UploadProgress } from '../../../lib/upload-with-progress.ts';
import { sendProductRequest } from '../api/send-product-request.ts';
import { ExistingProductChoice, type ExistingProductAnswer } from './existing-product-choice.tsx';
import { RequestFileField } from './request-file-field.tsx';

type RequestFormValues = { remarks: string; existing: ExistingProductAnswer };

type RequestProductFormProps = {
  /** The signed-in device's company: the request goes to its key users. */
  user: AuthenticatedUser;
  /** What the requester searched for, when they came from an empty search result. */
  initialRemarks: string;
  onSent: () => void;
};

type SendFailureInput = {
  error: unknown;
  /** The attached file's name, which the file's own refusals name. */
  fileName: string | undefined;
  t: TFunction<'requests'>;
  language: string;
};

/**
 * Why a product request was not sent, in a sentence the requester can act on, or null after a
 * 401 (the API client's toast said that the session ended, and the guard opens the login).
 */
function sendFailureMessage({ error, fileName, t, language }: SendFailureInput) {
  const wait = retryWaitOf(error, language);
  // Only a file can be too large or of the wrong kind; without one, it is the server's doing.
  const fileTexts = fileName
    ? {
        'too-large': t('sendErrors.tooLarge', { file: fileName }),
        unsupported: t('sendErrors.notSds', { file: fileName }),
      }
    : {};
  return failureMessage(error, {
    'rate-limited': wait ? t('sendErrors.tooMany', { when: wait }) : t('sendErrors.tooManyLater'),
    ...fileTexts,
    refused: t('sendErrors.refused'),
    forbidden: t('sendErrors.forbidden'),
    'no-connection': t('sendErrors.noConnection'),
    otherwise: t('sendErrors.failed'),
  });
}

/**
 * The product request form (docs/product/requests-and-feedback.md#product-requests): which product,
 * whether the company has it already, and the SDS if the requester has one. Remarks are required
 * only without a file: a sheet says which product it is. A refusal keeps everything entered, with
 * the reason above Send.
 */
export function RequestProductForm({ user, initialRemarks, onSent }: RequestProductFormProps) {
  const { t, i18n } = useTranslation('requests');
  const remarksId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RequestFormValues>({
    defaultValues: { remarks: initialRemarks, existing: 'no' },
  });
  const remarksError = form.formState.errors.remarks;
  const isSending = form.formState.isSubmitting;

  function chooseFile(chosen: File | null) {
    setFile(chosen);
    setFailure(null);
    if (chosen) form.clearErrors('remarks');
  }

  const submit = form.handleSubmit(async ({ remarks, existing }) => {
    setFailure(null);
    try {
      await sendProductRequest({
        companyId: user.companyId,
        companyName: user.companyName,
        isExistingProduct: existing === 'yes',
        remarks: remarks.trim(),
        file,
        onProgress: setProgress,
      });
      onSent();
    } catch (error) {
      setProgress(null);
      setFailure(sendFailureMessage({ error, fileName: file?.name, t, language: i18n.language }));
    }
  });

  const describedBy = [`${remarksId}-hint`, remarksError ? `${remarksId}-error` : null];
  return (
    <form className="request-card form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label htmlFor={remarksId} className="field__label">
          {t('form.remarksLabel')}
        </label>
        <p id={`${remarksId}-hint`} className="field__hint">
          {t('form.remarksHint')}
        </p>
        <textarea
          id={remarksId}
          className="input input--multiline"
          rows={4}
          maxLength={REQUEST_INPUT_LIMITS.remarks}
          aria-invalid={remarksError ? true : undefined}
          aria-describedby={describedBy.filter(Boolean).join(' ')}
          {...form.register('remarks', {
            validate: (remarks) => file !== null || isFilledIn(remarks),
          })}
        />
        {remarksError ? (
          <p id={`${remarksId}-error`} className="field__error">
            <AlertIcon width={16} height={16} />
            {t('form.remarksRequired')}
          </p>
        ) : null}
      </div>
      <ExistingProductChoice registration={form.register('existing')} />
      <RequestFileField
        file={file}
        onFileChange={chooseFile}
        progress={progress}
        isDisabled={isSending}
      />
      {failure ? (
        <p className="request-failure" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="request-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={isSending}
          aria-busy={isSending || undefined}
        >
          {isSending ? <span className="button__spinner" aria-hidden="true" /> : null}
          {t('form.send')}
        </button>
      </div>
    </form>
  );
}
