import { useEffect, useRef } from 'react';
import { Notice } from '../../../components/ui/notice.tsx';

type FormAlertProps = {
  /** The translated message; nothing shows without one. */
  message: string | null;
  /** Changes with every submit, so the same message is announced and focused again. */
  attempt: number;
};

/**
 * Why a form's submit failed, above the form. Focus moves to it, so a screen reader reads it
 * and a keyboard user continues from there (fields with their own errors are linked to them).
 */
export function FormAlert({ message, attempt }: FormAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message, attempt]);
  if (!message) return null;
  return (
    <div ref={ref} tabIndex={-1} className="account-focus-target">
      <Notice tone="error" title={message} />
    </div>
  );
}
