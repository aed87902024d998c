import type { ReviewStatus } from '@sds/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import './review-controls.css';

/** A review state in the review screen's words: In review, Approved, Rejected (and Draft). */
export function reviewStatusLabel(status: ReviewStatus, t: TFunction<'audit'>): string {
  switch (status) {
    case 'InReview':
      return t('status.inReview');
    case 'Approved':
      return t('labels.approved');
    case 'Rejected':
      return t('labels.rejected');
    case 'Draft':
      return t('status.draft');
  }
}

/** The state as a small badge; its colour only repeats what the word says. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation('audit');
  return (
    <span className={`review-status review-status--${status.toLowerCase()}`}>
      {reviewStatusLabel(status, t)}
    </span>
  );
}
