import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { RejectReasonField, rejectReasonProblem } from './reject-reason-field.tsx';
import {
  languageNames,
  type DecidedProduct,
  type DecisionOutcome,
  type DecisionRequest,
} from './review-decision.ts';
import { isDecisionOver, useReviewDecision } from './use-review-decision.ts';
import './review-decision-dialog.css';

type ReviewDecisionDialogProps = {
  /** What is being decided; null while no decision is asked for. */
  request: DecisionRequest | null;
  /** The products a decision moved. */
  onDecided: (decided: DecidedProduct[]) => void;
  /** Closes the dialog (set `request` to null). */
  onClose: () => void;
  /** Puts focus where it belongs once the dialog is gone, knowing how it ended. */
  onClosed: (outcome: DecisionOutcome) => void;
};

type DecisionDialogProps = Omit<ReviewDecisionDialogProps, 'request'> & {
  request: DecisionRequest;
};

/** "Also approve/reject the other languages waiting for review", naming them. */
function AllLanguagesChoice(props: {
  request: DecisionRequest;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
}) {
  const { t } = useTranslation('audit');
  const id = useId();
  const { kind, target } = props.request;
  return (
    <div className="all-languages-choice">
      <input
        id={id}
        type="checkbox"
        className="all-languages-choice__box"
        checked={props.isChecked}
        onChange={(event) => props.onChange(event.target.checked)}
        aria-describedby={`${id}-languages`}
      />
      <label htmlFor={id} className="all-languages-choice__label">
        {t(kind === 'reject' ? 'rejectDialog.allLanguages' : 'approveDialog.allLanguages')}
      </label>
      <span id={`${id}-languages`} className="all-languages-choice__languages">
        {languageNames(target.otherLanguagesInReview)}
      </span>
    </div>
  );
}

function DecisionDialog({ request, onDecided, onClose, onClosed }: DecisionDialogProps) {
  const { t } = useTranslation('audit');
  const { kind, target } = request;
  const isReject = kind === 'reject';
  const [reason, setReason] = useState('');
  const [hasTriedToSend, setHasTriedToSend] = useState(false);
  const [isAllLanguages, setIsAllLanguages] = useState(request.isAllLanguages ?? false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  // Read once the dialog is gone, after the render that closed it: a ref, not state.
  const outcome = useRef<DecisionOutcome>('cancelled');
  const decision = useReviewDecision(onDecided);
  const hasOthers = target.otherLanguagesInReview.length > 0;

  function close(how: DecisionOutcome) {
    outcome.current = how;
    onClose();
  }

  function send() {
    setHasTriedToSend(true);
    if (isReject && rejectReasonProblem(reason)) {
      reasonRef.current?.focus();
      return;
    }
    const input = {
      kind,
      target,
      isAllLanguages: isAllLanguages && hasOthers,
      reason: reason.trim(),
    };
    decision.mutate(input, {
      onSuccess: () => close('decided'),
      onError: (error) => {
        if (isDecisionOver(error)) close('left-review');
      },
    });
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        // Escape or Cancel while the decision travels would hide how it ended.
        if (!open && !decision.isPending) close('cancelled');
      }}
      title={t(isReject ? 'rejectDialog.title' : 'approveDialog.title', { name: target.name })}
      description={t(isReject ? 'rejectDialog.text' : 'approveDialog.text')}
      submitLabel={isReject ? t('actions.reject') : t('labels.approve')}
      tone={isReject ? 'danger' : 'default'}
      isPending={decision.isPending}
      onSubmit={send}
      onCloseAutoFocus={(event) => {
        // Radix would look for a Dialog.Trigger; the screen knows where focus belongs.
        event.preventDefault();
        onClosed(outcome.current);
      }}
    >
      {isReject ? (
        <RejectReasonField
          ref={reasonRef}
          value={reason}
          onChange={setReason}
          isCheckShown={hasTriedToSend}
        />
      ) : null}
      {hasOthers ? (
        <AllLanguagesChoice
          request={request}
          isChecked={isAllLanguages}
          onChange={setIsAllLanguages}
        />
      ) : null}
    </FormDialog>
  );
}

/**
 * Approve or Reject one product (docs/product/product-content.md#review-states), asked in a dialog:
 * Reject needs a reason, and both offer the other languages waiting for review
 * (approveAllLanguages/rejectAllLanguages) when there are any; unticked, so nobody approves a text
 * they did not read — unless the decision was started for the product's languages together
 * (the queue's "Approve all languages", decision 0051), which ticks it. A failure that may pass keeps the dialog open with what was typed.
 */
export function ReviewDecisionDialog({ request, ...props }: ReviewDecisionDialogProps) {
  if (!request) return null;
  // A new question starts with an empty reason and the choice unticked.
  return (
    <DecisionDialog
      key={`${request.kind}:${request.target.id}:${request.isAllLanguages ? 'all' : 'one'}`}
      request={request}
      {...props}
    />
  );
}
