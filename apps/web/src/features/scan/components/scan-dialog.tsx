import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import '../../../components/ui/dialog.css';
import { useFocusReturn } from '../../../components/ui/use-focus-return.ts';
import type { ScannedCodeAction } from '../scanned-code.ts';
import { useCameraScan, type ScanStatus } from './use-camera-scan.ts';
import './scan-dialog.css';

/** Mounted while open: each opening starts the camera afresh, closing releases it. */
type ScanDialogProps = { onClose: () => void };

/** Statuses that end the scan: the camera cannot be used, the dialog only explains. */
const FAILURES: readonly ScanStatus[] = [
  'permission-denied',
  'no-camera',
  'camera-failed',
  'reader-failed',
];

/**
 * The camera in a dialog (issue 24): it reads a portal label's QR code and opens that sheet, or
 * an EAN/GTIN barcode and searches for it by article number. It says what is going on in a
 * live region: waiting for the camera, looking, a code that is not the portal's, nothing found
 * for a while, and why the camera cannot be used.
 */
export function ScanDialog({ onClose }: ScanDialogProps) {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const { video, status } = useCameraScan((action: ScannedCodeAction) => {
    onClose();
    if (action.kind !== 'not-a-portal-code') void navigate(action.path);
  });
  const isFailure = FAILURES.includes(status);
  // Mounted open: what had focus at mount (the Scan button) gets it back when it closes.
  const returnFocus = useFocusReturn(true);

  return (
    <Dialog.Root open onOpenChange={(open) => open || onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog scan-dialog" onCloseAutoFocus={returnFocus}>
          <Dialog.Title className="dialog__title">{t('scan.title')}</Dialog.Title>
          <Dialog.Description className="dialog__description">{t('scan.intro')}</Dialog.Description>
          <div className="scan-dialog__viewfinder" hidden={isFailure}>
            <video
              ref={video}
              className="scan-dialog__video"
              muted
              playsInline
              aria-label={t('scan.cameraPicture')}
            />
            <span className="scan-dialog__frame" aria-hidden="true" />
          </div>
          <p
            className={isFailure ? 'dialog__error' : 'scan-dialog__status'}
            role={isFailure ? 'alert' : 'status'}
            data-status={status}
          >
            {t(`scan.status.${status}`)}
          </p>
          <div className="dialog__actions">
            <Dialog.Close className="button button--secondary">{t('scan.close')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
