import { REJECT_REASON_MAX_LENGTH } from '@sds/contract';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/ui/icons.tsx';

/** Why a reason cannot be sent (the server's rule: 1–2000 characters once trimmed), or null. */
export function rejectReasonProblem(reason: string): 'required' | 'tooLong' | null {
  const length = reason.trim().length;
  if (length === 0) return 'required';
  return length > REJECT_REASON_MAX_LENGTH ? 'tooLong' : null;
}

type RejectReasonFieldProps = {
  ref?: Ref<HTMLTextAreaElement>;
  value: string;
  onChange: (value: string) => void;
  /** Whether to show what is wrong: only after a first try to send, not while typing. */
  isCheckShown: boolean;
};

/**
 * The reason of a rejection, required and at most 2000 characters, with a running count. No
 * `maxLength`: a pasted text that is too long is shown whole and said to be too long, instead
 * of being cut off unseen.
 */
export function RejectReasonField({ ref, value, onChange, isCheckShown }: RejectReasonFieldProps) {
  const { t } = useTranslation('audit');
  const id = useId();
  const length = value.trim().length;
  const problem = isCheckShown ? rejectReasonProblem(value) : null;
  const describedBy = [`${id}-hint`, `${id}-length`, problem ? `${id}-error` : null];
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {t('rejectDialog.reasonLabel')}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {t('rejectDialog.reasonHint')}
      </p>
      <textarea
        ref={ref}
        id={id}
        className="input reject-reason"
        rows={5}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required="true"
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy.filter(Boolean).join(' ')}
      />
      <p
        id={`${id}-length`}
        className="field__hint reject-reason__length"
        data-over={length > REJECT_REASON_MAX_LENGTH || undefined}
      >
        {t('rejectDialog.reasonLength', { length, max: REJECT_REASON_MAX_LENGTH })}
      </p>
      {problem ? (
        <p id={`${id}-error`} className="field__error">
          <AlertIcon width={16} height={16} />
          {problem === 'required'
            ? t('rejectDialog.reasonRequired')
            : t('rejectDialog.reasonTooLong', { max: REJECT_REASON_MAX_LENGTH })}
        </p>
      ) : null}
    </div>
  );
}
