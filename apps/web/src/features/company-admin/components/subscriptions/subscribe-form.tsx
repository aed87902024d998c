import { zodResolver } from '@hookform/resolvers/zod';
import { SUBSCRIPTION_DESCRIPTION_MAX_LENGTH, SubscribeRequest } from '@sds/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { notify } from '../../../../components/ui/toast.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { inMinutes } from '../../../../lib/retry-after.ts';
import type { useSubscriptionChanges } from '../../api/company-subscriptions.ts';
import { useFailureMessage } from '../shared/use-failure-message.ts';

type SubscribeValues = { subscriptionCode: string; description: string };

/** The server's word for a code no company has (or no longer has, after a reset). */
const WRONG_CODE = 'subscription-code-invalid';

/** The server's field-error codes of its two `409` refusals (decision 0027). */
const OWN_CODE = 'own-subscription-code';
const ALREADY_SUBSCRIBED = 'already-subscribed';

type SubscribeFormProps = {
  subscribe: ReturnType<typeof useSubscriptionChanges>['subscribe'];
};

/**
 * Subscribing with another company's subscription code, and a note for the company's own
 * administrators. A wrong code shows at the field; the company's own code, a publisher it
 * subscribes to already and too many wrong codes each say so under the form.
 */
export function SubscribeForm({ subscribe }: SubscribeFormProps) {
  const { t, i18n } = useTranslation('admin');
  const failureMessage = useFailureMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SubscribeValues>({
    resolver: zodResolver(SubscribeRequest.required()),
    defaultValues: { subscriptionCode: '', description: '' },
  });
  const codeError = form.formState.errors.subscriptionCode;
  const descriptionError = form.formState.errors.description;

  function explain(error: unknown): string | null {
    if (isApiError(error, 'validation-failed') && error.errors.some((e) => e.code === WRONG_CODE)) {
      form.setError('subscriptionCode', { type: WRONG_CODE }, { shouldFocus: true });
      return null;
    }
    if (isApiError(error, 'conflict')) {
      const codes = error.errors.map((fieldError) => fieldError.code);
      if (codes.includes(OWN_CODE)) return t('subscriptions.ownCode');
      if (codes.includes(ALREADY_SUBSCRIBED)) return t('subscriptions.alreadySubscribed');
      return t('subscriptions.conflict');
    }
    if (isApiError(error, 'rate-limited')) {
      return t('subscriptions.tooManyWrongCodes', {
        when: inMinutes(error.retryAfterSeconds ?? 3600, i18n.language),
      });
    }
    return failureMessage(error);
  }

  const submit = form.handleSubmit(async ({ subscriptionCode, description }) => {
    setFailure(null);
    try {
      const created = await subscribe.mutateAsync({ code: subscriptionCode, description });
      form.reset();
      void notify(t('subscriptions.subscribed', { company: created.publisherName }), {
        kind: 'success',
      });
    } catch (error) {
      setFailure(explain(error));
    }
  });

  let codeMessage: string | undefined;
  if (codeError?.type === WRONG_CODE) codeMessage = t('subscriptions.wrongCode');
  else if (codeError) {
    codeMessage = t(
      codeError.type === 'too_big' ? 'subscriptions.codeTooLong' : 'subscriptions.codeRequired',
    );
  }

  return (
    <form className="admin-inline-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('subscriptions.codeLabel')}
        hint={t('subscriptions.codeHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={codeMessage}
        registration={form.register('subscriptionCode')}
      />
      <TextField
        label={t('subscriptions.noteLabel')}
        hint={t('subscriptions.noteHint')}
        autoComplete="off"
        maxLength={SUBSCRIPTION_DESCRIPTION_MAX_LENGTH}
        error={
          descriptionError
            ? t('subscriptions.noteTooLong', { max: SUBSCRIPTION_DESCRIPTION_MAX_LENGTH })
            : undefined
        }
        registration={form.register('description')}
      />
      <button
        type="submit"
        className="button button--primary"
        disabled={subscribe.isPending}
        aria-busy={subscribe.isPending || undefined}
      >
        {subscribe.isPending ? <span className="button__spinner" aria-hidden="true" /> : null}
        {t('subscriptions.subscribe')}
      </button>
      {failure ? (
        <p className="admin-form-failure" role="alert">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
