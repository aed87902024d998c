import type { ReviewDecision } from '@sds/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useReviewHistory } from '../api/get-review-history.ts';

const ROLES = ['User', 'KeyUser', 'CompanyAdmin', 'Admin'] as const;
type KnownRole = (typeof ROLES)[number];
const isKnownRole = (role: string): role is KnownRole =>
  (ROLES as readonly string[]).includes(role);

/** When, the way the reader writes dates and times. */
function formatDecidedAt(decidedAt: string, language: string): string {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return format.format(new Date(decidedAt));
}

/** One decision: what, when, by whom (role and device or account), and the reason given. */
function DecisionEntry({ decision }: { decision: ReviewDecision }) {
  const { t, i18n } = useTranslation('audit');
  const role = isKnownRole(decision.actorRole)
    ? t(`history.role.${decision.actorRole}`)
    : decision.actorRole;
  const who = [role, decision.actor].filter((part) => part.trim() !== '').join(' · ');
  return (
    <li className={`review-history__entry review-history__entry--${decision.action}`}>
      <p className="review-history__what">
        <strong>{t(`history.action.${decision.action}`)}</strong>
        <time dateTime={decision.decidedAt}>
          {formatDecidedAt(decision.decidedAt, i18n.language)}
        </time>
      </p>
      {who ? <p className="review-history__who">{who}</p> : null}
      {decision.reason ? (
        <blockquote className="review-history__reason">
          <span className="visually-hidden">{t('history.reason')}: </span>
          {decision.reason}
        </blockquote>
      ) : null}
    </li>
  );
}

/**
 * The decisions recorded for the product (decision 0016), newest first: who submitted,
 * approved or rejected it before, and why it was rejected.
 */
export function ReviewHistory({ productId }: { productId: string }) {
  const { t } = useTranslation(['audit', 'common']);
  const headingId = useId();
  const history = useReviewHistory(productId);
  return (
    <section className="screen-section screen-section--panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="screen-section__title">
        {t('history.title')}
      </h2>
      {history.isPending ? <p role="status">{t('loading', { ns: 'common' })}</p> : null}
      {history.isError ? <p className="review-history__failed">{t('history.loadFailed')}</p> : null}
      {history.data?.items.length === 0 ? (
        <p className="review-history__empty">{t('history.empty')}</p>
      ) : null}
      {history.data && history.data.items.length > 0 ? (
        <ol className="stacked-list">
          {history.data.items.map((decision) => (
            <DecisionEntry key={decision.id} decision={decision} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}
