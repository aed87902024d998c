import { MAX_KEY_USER_CONTACTS } from '@sds/contract';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../../components/ui/icons.tsx';
import type { KeyUserContactsProblem } from './key-user-contacts.ts';

/**
 * The key-user contacts the weekly digest goes to besides the administrators (decision 0065):
 * one e-mail address per line, with what is wrong said under the field and tied to it.
 */
export function KeyUserContactsField({
  id,
  value,
  onChange,
  onBlur,
  problem,
  fieldRef,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** Shown only once the administrator has left the field or tried to save. */
  problem: KeyUserContactsProblem | null;
  fieldRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const { t, i18n } = useTranslation('admin');
  const max = new Intl.NumberFormat(i18n.language).format(MAX_KEY_USER_CONTACTS);
  const message = !problem
    ? null
    : problem.kind === 'invalid'
      ? t('reviewAge.contactInvalid', { line: problem.line, address: problem.address })
      : t('reviewAge.contactsTooMany', { max, count: problem.count });
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {t('reviewAge.contacts')}
      </label>
      <textarea
        ref={fieldRef}
        id={id}
        className="input input--multiline"
        rows={4}
        spellCheck={false}
        autoCapitalize="none"
        autoComplete="off"
        value={value}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <p id={`${id}-hint`} className="field__hint">
        {t('reviewAge.contactsHint', { max })}
      </p>
      {message ? (
        <p id={`${id}-error`} className="field__error">
          <AlertIcon width={16} height={16} />
          {message}
        </p>
      ) : null}
    </div>
  );
}
