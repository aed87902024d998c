import { currentWork, onWorkChange, type WorkInProgress } from '../../lib/work-in-progress.ts';

/**
 * What keeps a waiting app update from being offered (decision 0053): the person is mid-task,
 * and a reload now would cost them work or break their flow — unsaved edits in the product
 * editor, a file still uploading, or an open dialog (a question, a form, the SDS viewer).
 */
export type UpdateHold = WorkInProgress | 'dialog';

/** Radix's dialogs (and a native modal) while open; closed ones are not in the DOM. */
const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"], dialog[open]';

/** What holds the update now, the person's own work first; null when it may be offered. */
export function updateHold(
  root: ParentNode = document,
  work: WorkInProgress | null = currentWork(),
): UpdateHold | null {
  if (work) return work;
  return root.querySelector(OPEN_DIALOG) ? 'dialog' : null;
}

/**
 * Tells `onChange` what holds the update, at once and whenever that changes: work starting or
 * ending, a dialog opening or closing under `root`. Returns the stop.
 */
export function watchUpdateHold(
  onChange: (hold: UpdateHold | null) => void,
  root: HTMLElement = document.body,
): () => void {
  let last = updateHold(root);
  onChange(last);
  const check = () => {
    const next = updateHold(root);
    if (next === last) return;
    last = next;
    onChange(next);
  };
  const stopWork = onWorkChange(check);
  const observer = new MutationObserver(check);
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['role', 'open'],
  });
  return () => {
    stopWork();
    observer.disconnect();
  };
}
