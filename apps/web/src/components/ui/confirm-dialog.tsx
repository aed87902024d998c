import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './dialog.css';
import { useFocusReturn } from './use-focus-return.ts';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  onConfirm: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'default' | 'danger';
  /** While the confirmed action runs, the buttons wait and the dialog stays open. */
  isPending?: boolean;
  /** A translated failure shown inside the dialog, e.g. 'Logout failed. Please try again.' */
  error?: ReactNode;
  /** A third choice, e.g. Force logout after a failed logout (docs/product/web-app.md#session). */
  extraAction?: { label: string; onSelect: () => void };
};

/**
 * A confirmation that interrupts (Radix AlertDialog: focus trapped, Escape cancels, focus back
 * to the button that opened it). The caller closes it when the action succeeded, so a failure
 * can be shown in place.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  const { open, onOpenChange, title, description, onConfirm, isPending = false, error } = props;
  const confirmClass = props.tone === 'danger' ? 'button--danger' : 'button--primary';
  const returnFocus = useFocusReturn(open);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog" onCloseAutoFocus={returnFocus}>
          <AlertDialog.Title className="dialog__title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="dialog__description">
            {description}
          </AlertDialog.Description>
          {error ? (
            <div className="dialog__error" role="alert">
              {error}
            </div>
          ) : null}
          <div className="dialog__actions">
            {props.extraAction ? (
              <button
                type="button"
                className="button button--secondary dialog__extra"
                onClick={props.extraAction.onSelect}
                disabled={isPending}
              >
                {props.extraAction.label}
              </button>
            ) : null}
            <AlertDialog.Cancel className="button button--secondary" disabled={isPending}>
              {props.cancelLabel ?? t('actions.cancel')}
            </AlertDialog.Cancel>
            <button
              type="button"
              className={`button ${confirmClass}`}
              onClick={onConfirm}
              disabled={isPending}
              aria-busy={isPending || undefined}
            >
              {props.confirmLabel ?? t('actions.ok')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
