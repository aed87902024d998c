import type { ProductRequest } from '@sds/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useDismissProductRequest } from '../api/product-requests.ts';
import { senderLabel } from './sender-label.ts';

type DismissRequestDialogProps = {
  /** The request to dismiss; null while the dialog is closed. */
  request: ProductRequest | null;
  onClose: () => void;
  /** It is dismissed, or someone decided it meanwhile: leave it out of the list. */
  onGone: (request: ProductRequest) => void;
};

/**
 * "Dismiss this request?": a request is closed without a product only after a confirmation,
 * as nothing undoes it. A failure shows in the dialog; a 409 (decided meanwhile) says so and
 * leaves the request out of the list.
 */
export function DismissRequestDialog({ request, onClose, onGone }: DismissRequestDialogProps) {
  const { t } = useTranslation('requests');
  const dismiss = useDismissProductRequest();

  function close() {
    dismiss.reset();
    onClose();
  }

  function confirm() {
    if (!request) return;
    dismiss.mutate(request.id, {
      onSuccess: () => {
        onGone(request);
        close();
        void notify(t('keyUsers.dismissed'), { kind: 'success' });
      },
      onError: (error) => {
        if (isApiError(error, 'conflict')) onGone(request);
      },
    });
  }

  const error = isApiError(dismiss.error, 'conflict')
    ? t('keyUsers.alreadyDecided')
    : dismiss.isError
      ? t('keyUsers.dismissFailed')
      : null;
  return (
    <ConfirmDialog
      open={request !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen && !dismiss.isPending) close();
      }}
      title={t('keyUsers.dismissTitle')}
      description={
        request ? t('keyUsers.dismissText', { requester: senderLabel(request.requester, t) }) : null
      }
      confirmLabel={t('keyUsers.dismissConfirm')}
      onConfirm={confirm}
      isPending={dismiss.isPending}
      error={error}
    />
  );
}
