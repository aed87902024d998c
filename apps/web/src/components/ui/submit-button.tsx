import type { ButtonHTMLAttributes, ReactNode } from 'react';

type BusyButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Whether its action runs: a spinner shows inside it, and it is announced as busy. */
  isBusy: boolean;
};

/**
 * A button whose action takes a moment: a spinner beside its label while the action runs (pass
 * `disabled` too, so a second press sends nothing twice).
 */
export function BusyButton({ isBusy, children, type = 'button', ...props }: BusyButtonProps) {
  return (
    <button type={type} aria-busy={isBusy || undefined} {...props}>
      {isBusy ? <span className="button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

/**
 * A form's full-width primary submit button: disabled with a spinner while the form is being
 * sent, so a second press sends nothing twice.
 */
export function SubmitButton({ isBusy, children }: { isBusy: boolean; children: ReactNode }) {
  return (
    <BusyButton
      type="submit"
      className="button button--primary button--block"
      disabled={isBusy}
      isBusy={isBusy}
    >
      {children}
    </BusyButton>
  );
}
