import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useEffect, useRef, type ReactNode } from 'react';
import '../../../../components/ui/dialog.css';
import { useFocusReturn } from '../../../../components/ui/use-focus-return.ts';

type StepDialogProps = {
  open: boolean;
  /** Closes the dialog; not called while `isPending` (the answer would have nowhere to go). */
  onClose: () => void;
  isPending?: boolean;
  children: ReactNode;
};

/**
 * A dialog that goes through steps in one frame — a question, then a secret shown once (a
 * reset code's new code, a new API key). One dialog rather than two in a row, so focus never
 * falls between them. Radix AlertDialog: focus kept inside and given back when it closes,
 * Escape closes, a click beside it does not (a secret must not vanish by a stray click).
 */
export function StepDialog({ open, onClose, isPending = false, children }: StepDialogProps) {
  const returnFocus = useFocusReturn(open);
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen && !isPending) onClose();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog" onCloseAutoFocus={returnFocus}>
          {children}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * A step's title, which takes focus when a later step replaces the first: the button that had
 * focus is gone, and a screen reader should hear what the new step is about.
 */
export function StepTitle({
  children,
  isFocused = false,
}: {
  children: ReactNode;
  isFocused?: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isFocused) ref.current?.focus();
  }, [isFocused]);
  return (
    <AlertDialog.Title ref={ref} className="dialog__title" tabIndex={isFocused ? -1 : undefined}>
      {children}
    </AlertDialog.Title>
  );
}

/** A step's explanation: what the question will do, or what to do with the secret. */
export function StepDescription({ children }: { children: ReactNode }) {
  return (
    <AlertDialog.Description asChild>
      <div className="dialog__description">{children}</div>
    </AlertDialog.Description>
  );
}

/** The secret shown once, big and selectable, never translated or re-flowed. */
export function SecretValue({ value, label }: { value: string; label: string }) {
  return (
    <div className="secret-value">
      <p className="secret-value__label">{label}</p>
      <code className="code-value secret-value__code" translate="no">
        {value}
      </code>
    </div>
  );
}
