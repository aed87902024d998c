/**
 * What the person is in the middle of, where a reload would cost them work (issue 24, decision
 * 0053): the product editor with unsaved changes, a file on its way to the server. Whoever
 * starts such work holds it and lets go when done; the update notice (src/app/app-update) waits
 * while anything is held. Module state, as the work belongs to this tab, not to a screen.
 */
export type WorkInProgress = 'unsaved-changes' | 'upload';

const held = new Map<symbol, WorkInProgress>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Marks work as going on; the returned function ends it (a second call does nothing). */
export function holdWork(work: WorkInProgress): () => void {
  const token = Symbol(work);
  held.set(token, work);
  changed();
  return () => {
    if (held.delete(token)) changed();
  };
}

/** The work going on now: unsaved changes before uploads, as they are the person's own. */
export function currentWork(): WorkInProgress | null {
  const works = new Set(held.values());
  if (works.has('unsaved-changes')) return 'unsaved-changes';
  if (works.has('upload')) return 'upload';
  return null;
}

/** Calls `listener` whenever work starts or ends; returns the unsubscribe. */
export function onWorkChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
