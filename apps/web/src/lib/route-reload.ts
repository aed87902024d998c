const listeners = new Set<() => void>();

/**
 * Tells whoever holds route data that the URL on screen was navigated to again
 * (docs/product/web-app.md#screens).
 */
export function announceRouteReload(): void {
  listeners.forEach((listener) => listener());
}

/** Calls `listener` on every same-URL navigation; returns the unsubscribe function. */
export function onRouteReload(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
