import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { holdWork } from '../../../lib/work-in-progress.ts';

/**
 * Keeps unsaved edits from being lost without a word (issue 23): while the form has changes,
 * leaving the editor through the app (a link, Back, Log out) asks first, and closing or
 * reloading the tab gets the browser's own question (`beforeunload`), and an app update's
 * reload waits (src/app/app-update). Staying on the editor's address (a query or hash change)
 * is not leaving. `allowLeaving` lets the editor's own navigation through (a created product
 * opening at its own address).
 */
export function useUnsavedChangesGuard(hasUnsavedChanges: boolean) {
  const isLeavingAllowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges &&
      !isLeavingAllowed.current &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const askBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', askBeforeUnload);
    const endWork = holdWork('unsaved-changes');
    return () => {
      window.removeEventListener('beforeunload', askBeforeUnload);
      endWork();
    };
  }, [hasUnsavedChanges]);
  const allowLeaving = useCallback(() => {
    isLeavingAllowed.current = true;
  }, []);
  return { blocker, allowLeaving };
}

/** The question asked when a navigation would drop unsaved edits: stay (default) or leave. */
export function LeaveWithoutSavingDialog({
  blocker,
}: {
  blocker: ReturnType<typeof useUnsavedChangesGuard>['blocker'];
}) {
  const { t } = useTranslation('editor');
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={t('leaveGuard.title')}
      description={t('leaveGuard.body')}
      cancelLabel={t('leaveGuard.stay')}
      confirmLabel={t('leaveGuard.leave')}
      tone="danger"
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
}
