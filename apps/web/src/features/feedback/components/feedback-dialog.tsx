import { REQUEST_INPUT_LIMITS } from '@sds/contract';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { AlertIcon } from '../../../components/ui/icons.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { failureMessage, retryWaitOf } from '../../../lib/api-failure.ts';
import { isFilledIn } from '../../../lib/form-rules.ts';
import { sendFeedback } from '../api/send-feedback.ts';
import { RatingChoice, type RatingValue } from './rating-choice.tsx';
import './feedback.css';

type FeedbackValues = { message: string; rating: RatingValue | null };

type FeedbackDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Why feedback was not sent, in a sentence the sender can act on (null after a 401). */
function feedbackFailureMessage(error: unknown, t: TFunction<'requests'>, language: string) {
  const wait = retryWaitOf(error, language);
  return failureMessage(error, {
    'rate-limited': wait
      ? t('feedback.errors.tooMany', { when: wait })
      : t('feedback.errors.tooManyLater'),
    refused: t('feedback.errors.refused'),
    'no-connection': t('feedback.errors.noConnection'),
    otherwise: t('feedback.errors.failed'),
  });
}

/**
 * "Send feedback": a message, an optional rating, and the screen it was sent from (its path,
 * so the Admin knows what it is about, without the search text in its query). Cancelling
 * keeps what was written for the next time it opens; sending clears it, closes the dialog
 * and says thank you in a toast. A refusal shows in the dialog, with what was written.
 */
export function FeedbackDialog({ open, onOpenChange }: FeedbackDialogProps) {
  const { t, i18n } = useTranslation('requests');
  const { pathname } = useLocation();
  const messageId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FeedbackValues>({ defaultValues: { message: '', rating: null } });
  const messageError = form.formState.errors.message;
  const rating = useWatch({ control: form.control, name: 'rating' });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await sendFeedback({
        message: values.message.trim(),
        rating: values.rating ? Number(values.rating) : undefined,
        screen: pathname.slice(0, REQUEST_INPUT_LIMITS.screen),
      });
      form.reset();
      onOpenChange(false);
      void notify(t('feedback.sent'), { kind: 'success' });
    } catch (error) {
      setFailure(feedbackFailureMessage(error, t, i18n.language));
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) setFailure(null);
        onOpenChange(isOpen);
      }}
      title={t('feedback.title')}
      description={t('feedback.description')}
      submitLabel={t('feedback.send')}
      onSubmit={() => void submit()}
      isPending={form.formState.isSubmitting}
      error={failure}
    >
      <div className="field">
        <label htmlFor={messageId} className="field__label">
          {t('feedback.messageLabel')}
        </label>
        <textarea
          id={messageId}
          className="input input--multiline"
          rows={5}
          maxLength={REQUEST_INPUT_LIMITS.message}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${messageId}-error` : undefined}
          {...form.register('message', { validate: isFilledIn })}
        />
        {messageError ? (
          <p id={`${messageId}-error`} className="field__error">
            <AlertIcon width={16} height={16} />
            {t('feedback.messageRequired')}
          </p>
        ) : null}
      </div>
      <RatingChoice
        registration={form.register('rating')}
        hasRating={rating !== null}
        onClear={() => form.setValue('rating', null)}
      />
    </FormDialog>
  );
}
