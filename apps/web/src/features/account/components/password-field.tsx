import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { AlertIcon } from '../../../components/ui/icons.tsx';

type PasswordFieldProps = {
  label: string;
  /** The translated validation message; its presence marks the field invalid. */
  error?: string;
  /** Ids of what else describes the field (the password rules). */
  describedBy?: string;
  isShown: boolean;
  autoComplete: 'new-password' | 'current-password';
  registration: UseFormRegisterReturn;
};

/** A labelled password input (text while shown), its error and rules announced with it. */
export function PasswordField(props: PasswordFieldProps) {
  const { label, error, describedBy, isShown, autoComplete, registration } = props;
  const id = useId();
  const errorId = `${id}-error`;
  const description = [describedBy, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        className="input"
        type={isShown ? 'text' : 'password'}
        autoComplete={autoComplete}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={description || undefined}
        {...registration}
      />
      {error ? (
        <p id={errorId} className="field__error">
          <AlertIcon width={16} height={16} />
          {error}
        </p>
      ) : null}
    </div>
  );
}
