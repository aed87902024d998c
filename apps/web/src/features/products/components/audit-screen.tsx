import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AppLoading } from '../../../components/layout/app-layout.tsx';
import { ImportSdsLink } from '../../../components/layout/key-user-links.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { paths } from '../../../config/paths.ts';
import { recordPaths } from '../../../config/record-paths.ts';
import { useLazyNamespace } from '../../../i18n/lazy-catalogues.ts';
import { RecentDecisions } from './recent-decisions.tsx';
import { ReviewDecisionDialog } from './review-decision-dialog.tsx';
import type { DecidedProduct, DecisionOutcome, DecisionRequest } from './review-decision.ts';
import { REVIEW_PARAMETER, type FromQueueState, type OnDecide } from './review-group.tsx';
import { ReviewPane } from './review-pane.tsx';
import { ReviewQueue } from './review-queue.tsx';
import './review-queue.css';

/**
 * Moves focus to the new view's heading when the list and a pane swap places. The layout does
 * that for a new path; list and pane share one (`/audit`, `/audit?review=…`).
 */
function useFocusHeadingOnViewChange(view: string | null) {
  const shown = useRef(view);
  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    document.querySelector<HTMLElement>('#main h1')?.focus();
  }, [view]);
}

type AuditScreenProps = {
  /**
   * More of the key users' work, shown below the review list (the product requests): other
   * features bring it, as features do not import each other.
   */
  moreWork?: ReactNode;
  /** More about the product under review (asking its supplier), brought by other features. */
  productExtras?: (productId: string) => ReactNode;
};

/**
 * The review screen (docs/product/web-app.md#screens; issue 8): the products waiting for review, a
 * pane to review one beside its SDS pdf, and Approve and Reject in a dialog from either. Decisions
 * made here are listed under "Decided just now" with the state they led to. Its `audit` texts
 * load with it, not at start: the first screen's budget has no room for them (decision 0008).
 */
export function AuditScreen(props: AuditScreenProps) {
  const hasTexts = useLazyNamespace('audit');
  return hasTexts ? <ReviewScreen {...props} /> : <AppLoading />;
}

function ReviewScreen({ moreWork, productExtras }: AuditScreenProps) {
  const { t } = useTranslation('audit');
  const [searchParams] = useSearchParams();
  const reviewedId = searchParams.get(REVIEW_PARAMETER)?.trim() || null;
  const navigate = useNavigate();
  const location = useLocation();
  const [decided, setDecided] = useState<DecidedProduct[]>([]);
  const [request, setRequest] = useState<DecisionRequest | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const queueHeading = useRef<HTMLHeadingElement>(null);
  useFocusHeadingOnViewChange(reviewedId);

  const askDecision: OnDecide = (kind, target, button, isAllLanguages) => {
    opener.current = button;
    setRequest({ kind, target, isAllLanguages });
  };

  function backToQueue() {
    const isFromQueue = (location.state as Partial<FromQueueState> | null)?.isFromQueue;
    // History back brings the list back where it was scrolled to.
    if (isFromQueue) void navigate(-1);
    else void navigate(paths.audit);
  }

  function recordDecided(products: DecidedProduct[]) {
    const isNew = (earlier: DecidedProduct) => !products.some((p) => p.id === earlier.id);
    setDecided((earlier) => [...products, ...earlier.filter(isNew)]);
    if (reviewedId) backToQueue();
  }

  function restoreFocus(outcome: DecisionOutcome) {
    // A cancelled dialog gives focus back to its button; a decided product's row is gone.
    if (outcome === 'cancelled' && opener.current?.isConnected) {
      opener.current.focus();
      return;
    }
    (queueHeading.current ?? document.querySelector<HTMLElement>('#main h1'))?.focus();
  }

  // The dialog keeps its place whichever view shows, so a decision made in the pane still
  // closes its dialog after the pane has given way to the list.
  return (
    <>
      {reviewedId ? (
        <ReviewPane
          productId={reviewedId}
          onDecide={askDecision}
          onBack={backToQueue}
          extras={productExtras}
        />
      ) : (
        <Screen
          title={t('title')}
          intro={t('intro')}
          actions={
            <>
              <Link to={recordPaths.dueForReview} className="button button--secondary">
                {t('due.title')}
              </Link>
              <Link to={recordPaths.archive} className="button button--secondary">
                {t('archive.title')}
              </Link>
              <Link to={recordPaths.suppliers} className="button button--secondary">
                {t('suppliers.title')}
              </Link>
              <ImportSdsLink />
            </>
          }
        >
          <ReviewQueue onDecide={askDecision} headingRef={queueHeading} />
          <RecentDecisions decided={decided} />
          {moreWork}
        </Screen>
      )}
      <ReviewDecisionDialog
        request={request}
        onDecided={recordDecided}
        onClose={() => setRequest(null)}
        onClosed={restoreFocus}
      />
    </>
  );
}
