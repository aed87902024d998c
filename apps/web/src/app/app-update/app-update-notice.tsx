import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalLazyNamespace } from '../../i18n/lazy-catalogues.ts';
import { watchUpdateHold, type UpdateHold } from './update-gate.ts';
import './app-update-notice.css';

const WAIT_TEXT = {
  'unsaved-changes': 'appUpdate.waitForUnsavedChanges',
  upload: 'appUpdate.waitForUpload',
  dialog: 'appUpdate.waitForDialog',
} as const satisfies Record<UpdateHold, string>;

/**
 * The calm notice of a new version (decision 0053): never a dialog and never a reload on its
 * own. While the person is mid-task it says what the reload waits for, and offers Reload only
 * when nothing would be lost. Later hides it; the new version then starts with the next visit.
 */
export function AppUpdateNotice({ onReload }: { onReload: () => void }) {
  const isTranslated = useOptionalLazyNamespace('notifications');
  const { t } = useTranslation('notifications');
  const [hold, setHold] = useState<UpdateHold | null>(null);
  const [isHidden, setIsHidden] = useState(false);
  const titleId = useId();
  useEffect(() => watchUpdateHold(setHold), []);
  if (!isTranslated || isHidden) return null;
  return (
    <aside className="app-update" aria-labelledby={titleId} data-testid="app-update-notice">
      <div role="status" className="app-update__text">
        <p id={titleId} className="app-update__title">
          {t('appUpdate.ready')}
        </p>
        {hold ? <p className="app-update__wait">{t(WAIT_TEXT[hold])}</p> : null}
      </div>
      <div className="app-update__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setIsHidden(true)}
        >
          {t('appUpdate.later')}
        </button>
        {hold ? null : (
          <button type="button" className="button button--primary" onClick={onReload}>
            {t('appUpdate.reload')}
          </button>
        )}
      </div>
    </aside>
  );
}
