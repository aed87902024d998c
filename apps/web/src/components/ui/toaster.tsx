import { useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import './toaster.css';

/** How long a toast stays (docs/product/web-app.md#toasts). */
export const TOAST_DURATION_MS = 6000;

type ToasterProps = { onMountedChange: (isMounted: boolean) => void };

/**
 * The toast outlet: full width at the top of the window, 6 s per toast
 * (docs/product/web-app.md#toasts). Loaded lazily by toast.tsx, which waits for
 * `onMountedChange(true)` before the first toast.
 */
export default function Toaster({ onMountedChange }: ToasterProps) {
  // Sonner subscribes in its own effect, which runs before this parent effect.
  useEffect(() => {
    onMountedChange(true);
    return () => onMountedChange(false);
  }, [onMountedChange]);
  return (
    <SonnerToaster
      position="top-center"
      duration={TOAST_DURATION_MS}
      offset={12}
      mobileOffset={8}
      closeButton
      richColors
    />
  );
}
