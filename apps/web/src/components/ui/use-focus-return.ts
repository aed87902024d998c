import { useLayoutEffect, useRef } from 'react';

/**
 * Gives focus back to what had it before a dialog opened, once it closes. Radix returns focus
 * only to its own Trigger; dialogs opened from a list's buttons (state, not a Trigger) would
 * leave focus on the page's body, and a keyboard user would start again from the top. When
 * that button is gone (its row was deleted), the screen's heading takes focus instead.
 * Returns the dialog content's `onCloseAutoFocus` handler.
 */
export function useFocusReturn(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix moves focus into the dialog (in its own effect).
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (open && focused instanceof HTMLElement && focused !== document.body) {
      opener.current = focused;
    }
  }, [open]);
  return (event) => {
    const element = opener.current;
    opener.current = null;
    const target = element?.isConnected ? element : document.querySelector<HTMLElement>('#main h1');
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
}
