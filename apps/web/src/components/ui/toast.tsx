import { Suspense, lazy, useSyncExternalStore } from 'react';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';
export type ToastOptions = { kind?: ToastKind; description?: string };

// Sonner and its outlet load with the first toast: most visits never show one, and the first
// screen's budget has no room for them.
const LazyToaster = lazy(() => import('./toaster.tsx'));

let isRequested = false;
const listeners = new Set<() => void>();
let resolveMounted: () => void = () => undefined;
let mounted = new Promise<void>((resolve) => (resolveMounted = resolve));

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function handleToasterMounted(isMounted: boolean): void {
  if (isMounted) resolveMounted();
  else mounted = new Promise<void>((resolve) => (resolveMounted = resolve));
}

/**
 * Shows a toast (docs/product/web-app.md#toasts: 6 s, full width, at the top). The first call loads
 * sonner and mounts the outlet; the toast waits for both, so none is lost.
 */
export async function notify(message: string, options: ToastOptions = {}): Promise<void> {
  if (!isRequested) {
    isRequested = true;
    listeners.forEach((listener) => listener());
  }
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  const show = options.kind ? toast[options.kind] : toast;
  show(message, options.description ? { description: options.description } : undefined);
}

/**
 * Takes every toast away (the tests' cleanup: sonner keeps its toasts in module state). Before
 * the first toast there is nothing to take away, and sonner is not loaded for it: loading it
 * adds its stylesheet to the page, which the app only has once a toast was shown.
 */
export async function dismissToasts(): Promise<void> {
  if (!isRequested) return;
  const { toast } = await import('sonner');
  toast.dismiss();
}

/** Where toasts appear; renders nothing until the first toast is asked for. */
export function ToastOutlet() {
  const isShown = useSyncExternalStore(
    subscribe,
    () => isRequested,
    () => false,
  );
  if (!isShown) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster onMountedChange={handleToasterMounted} />
    </Suspense>
  );
}
