import type { ReactNode } from 'react';

/**
 * A form's full-width primary submit button: disabled with a spinner while the form is being
 * sent, so a second press sends nothing twice.
 */
export function SubmitButton({ isBusy, children }: { isBusy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="button button--primary button--block"
      disabled={isBusy}
      aria-busy={isBusy || undefined}
    >
      {isBusy ? <span className="button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
