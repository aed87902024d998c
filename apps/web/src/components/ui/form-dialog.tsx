import * as Dialog from '@radix-ui/react-dialog';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './dialog.css';
import { useFocusReturn } from './use-focus-return.ts';

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The form's fields, between the description and the buttons. */
  children?: ReactNode;
  onSubmit: () => void;
  submitLabel: string;
  tone?: 'default' | 'danger';
  /** While the submitted action runs, the buttons wait and the dialog stays open. */
  isPending?: boolean;
  /** A translated failure shown above the buttons, e.g. why the server refused the form. */
  error?: ReactNode;
  /**
   * Where focus goes when the dialog closes. Without it focus returns to what had it before
   * the dialog opened; say where instead when that button is gone (its row was decided).
   */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * A dialog that asks for input before an action (Radix Dialog: labelled by its title, focus
 * kept inside, Escape cancels). Enter in a field submits; the caller closes it on success so
 * a failure keeps what was typed.
 */
export function FormDialog(props: FormDialogProps) {
  const { t } = useTranslation();
  const { open, onOpenChange, title, description, children, isPending = false } = props;
  const submitClass = props.tone === 'danger' ? 'button--danger' : 'button--primary';
  const returnFocus = useFocusReturn(open);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isPending) props.onSubmit();
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" onCloseAutoFocus={props.onCloseAutoFocus ?? returnFocus}>
          <Dialog.Title className="dialog__title">{title}</Dialog.Title>
          <Dialog.Description className="dialog__description">{description}</Dialog.Description>
          <form className="form" onSubmit={submit} noValidate>
            {children}
            {props.error ? (
              <div className="dialog__error" role="alert">
                {props.error}
              </div>
            ) : null}
            <div className="dialog__actions">
              <Dialog.Close className="button button--secondary" disabled={isPending}>
                {t('actions.cancel')}
              </Dialog.Close>
              <button
                type="submit"
                className={`button ${submitClass}`}
                disabled={isPending}
                aria-busy={isPending || undefined}
              >
                {isPending ? <span className="button__spinner" aria-hidden="true" /> : null}
                {props.submitLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
