import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { iconOf } from '../../../components/ui/screen-icons.tsx';

/** Corners of a viewfinder around a bar, for "Scan". */
const ScanIcon = iconOf(
  <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3M7 12h10" />,
);

// The dialog, the camera code and the code reader load when the button is first pressed.
const ScanDialog = lazy(async () => {
  const module = await import('./scan-dialog.tsx');
  return { default: module.ScanDialog };
});

/** Whether this browser can show a camera at all (a secure page with getUserMedia). */
export function canUseCamera(): boolean {
  return (
    typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

/**
 * "Scan" among the search screen's actions (issue 24): opens the camera to read a label's QR
 * code or a product's barcode. Not shown where the browser has no camera API.
 */
export function ScanButton() {
  const { t } = useTranslation('products');
  const [open, setOpen] = useState(false);
  if (!canUseCamera()) return null;
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <ScanIcon width={18} height={18} />
        {t('scan.button')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ScanDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
