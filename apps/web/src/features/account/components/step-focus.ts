import { useEffect, useRef } from 'react';

/** Marks what takes focus when a step appears, where that is not its heading (a message). */
const STEP_FOCUS_ATTRIBUTE = 'data-step-focus';

/**
 * Moves focus when one step of a screen replaces another at the same address (the layout
 * only does so when the address changes): to the step's marked message, else its heading.
 */
export function useFocusOnStep(step: unknown): void {
  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    const target =
      document.querySelector<HTMLElement>(`#main [${STEP_FOCUS_ATTRIBUTE}]`) ??
      document.querySelector<HTMLElement>('#main h1');
    target?.focus();
  }, [step]);
}
