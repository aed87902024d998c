import type { Product } from '@sds/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/ui/icons.tsx';
import './editor-actions.css';

/** What the last save or submit achieved, said where the key user pressed the button. */
export type EditorNotice = 'created' | 'saved' | 'submitted';

type EditorActionsProps = {
  /** The product as saved; null while a new one is not created yet. */
  product: Product | null;
  isDirty: boolean;
  isSaving: boolean;
  isSubmitting: boolean;
  notice: EditorNotice | null;
  /** A translated failure of the last save or submit. */
  failure: string | null;
  onSubmitForReview: () => void;
};

function Spinner({ isShown }: { isShown: boolean }) {
  return isShown ? <span className="button__spinner" aria-hidden="true" /> : null;
}

/**
 * Before an approved product is saved: saving makes a new draft while employees keep the
 * approved version. Above the actions on a desk; on a phone with the status at the top, so the
 * bar at the bottom stays one row of buttons (issue 23: bar and header took 36 % of the screen).
 */
export function ApprovedWarning({ product }: { product: Product | null }) {
  const { t } = useTranslation('editor');
  if (product?.reviewStatus !== 'Approved') return null;
  return (
    <p className="editor-actions__warning">
      <AlertIcon width={18} height={18} />
      {t('status.approvedWarning')}
    </p>
  );
}

/**
 * Save (Create for a new product) and Submit for review. Submit is offered for a saved Draft
 * only, and says why when it cannot be used.
 */
export function EditorActions(props: EditorActionsProps) {
  const { product, isDirty, isSaving, isSubmitting, notice, failure, onSubmitForReview } = props;
  const { t } = useTranslation('editor');
  const submitHintId = useId();
  const status = product?.reviewStatus;
  let submitHint: string | null = null;
  if (product && isDirty) submitHint = t('actions.submitNeedsSave');
  else if (product && status !== 'Draft') submitHint = t('actions.submitOnlyDraft');
  // On a phone these lines sit in the bar at the bottom: say one thing at a time there.
  const isHintShown = submitHint !== null && notice === null && failure === null;
  return (
    <div className="editor-actions">
      <div className="editor-actions__buttons">
        <button
          type="submit"
          className="button button--primary"
          disabled={isSaving}
          aria-busy={isSaving || undefined}
        >
          <Spinner isShown={isSaving} />
          {product ? t('actions.save') : t('actions.create')}
        </button>
        {product ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={submitHint !== null || isSubmitting}
            aria-busy={isSubmitting || undefined}
            aria-describedby={submitHint ? submitHintId : undefined}
            onClick={onSubmitForReview}
          >
            <Spinner isShown={isSubmitting} />
            {t('actions.submit')}
          </button>
        ) : null}
      </div>
      {submitHint ? (
        <p id={submitHintId} className={isHintShown ? 'field__hint' : 'visually-hidden'}>
          {submitHint}
        </p>
      ) : null}
      <p className="editor-actions__notice" role="status">
        {notice && !failure ? t(`status.${notice}`) : null}
      </p>
      {failure ? (
        <p className="field__error" role="alert">
          <AlertIcon width={16} height={16} />
          {failure}
        </p>
      ) : null}
    </div>
  );
}
