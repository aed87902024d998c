import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalLazyNamespace } from '../../../i18n/lazy-catalogues.ts';
import './feedback.css';

// The dialog (its form library and dialog primitives) loads when someone means to use it,
// not under every screen: most visits never send feedback.
const loadFeedbackDialog = () => import('./feedback-dialog.tsx');
const FeedbackDialog = lazy(() =>
  loadFeedbackDialog().then((module) => ({ default: module.FeedbackDialog })),
);

/**
 * "Something missing, unclear or not working? Send feedback" at the foot of every screen of a
 * signed-in device, opening the feedback dialog. Its words load apart from the screens' (the
 * first screen's budget has no room for them); until they are there, it is left out.
 */
export function FeedbackEntry() {
  const { t } = useTranslation('requests');
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  if (!useOptionalLazyNamespace('requests')) return null;
  const preload = () => void loadFeedbackDialog();
  return (
    <div className="feedback-entry">
      <p>
        {t('feedback.question')}{' '}
        <button
          type="button"
          className="feedback-entry__button"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => {
            setWasOpened(true);
            setIsOpen(true);
          }}
        >
          {t('feedback.open')}
        </button>
      </p>
      {wasOpened ? (
        <Suspense fallback={null}>
          <FeedbackDialog open={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
