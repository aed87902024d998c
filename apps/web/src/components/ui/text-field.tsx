import { useId, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { AlertIcon } from './icons.tsx';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  hint?: string;
  /** The translated validation message; its presence marks the field invalid. */
  error?: string;
  /** react-hook-form's `register(…)`; without it the field takes plain input props. */
  registration?: UseFormRegisterReturn;
};

/** A labelled text input, with its hint and error announced, for react-hook-form or not. */
export function TextField({ label, hint, error, registration, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
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
