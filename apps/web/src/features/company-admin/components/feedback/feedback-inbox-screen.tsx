import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Notice } from '../../../../components/ui/notice.tsx';
import { Screen } from '../../../../components/ui/screen.tsx';
import { FEEDBACK_PAGE_SIZE, useFeedbackInbox } from '../../api/feedback-inbox.ts';
import { formatCount } from '../shared/admin-format.ts';
import { ListPager } from '../shared/list-pager.tsx';
import { LoadFailed } from '../shared/load-failed.tsx';
import { LoadingText } from '../../../../components/ui/lazy-texts.tsx';
import { FeedbackCard } from './feedback-card.tsx';

/**
 * The filter and page live in the address (`?waiting=1&page=2`), so a reload or Back keeps
 * them. A new filter starts at the first page.
 */
function useInboxAddress() {
  const [params, setParams] = useSearchParams();
  const onlyWaiting = params.get('waiting') === '1';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const showOnlyWaiting = (isOnlyWaiting: boolean) =>
    setParams(isOnlyWaiting ? { waiting: '1' } : {}, { replace: true });
  const goToPage = (nextPage: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(nextPage));
    setParams(next);
  };
  return { onlyWaiting, page, showOnlyWaiting, goToPage };
}

/** "12 messages", "1 message waiting": said in a live region as the list changes. */
function useSummary(total: number | undefined, onlyWaiting: boolean): string {
  const { t, i18n } = useTranslation('admin');
  if (total === undefined) return '';
  if (total === 0) return onlyWaiting ? t('feedback.noneWaiting') : t('feedback.none');
  const number = formatCount(total, i18n.language);
  return onlyWaiting
    ? t('feedback.countWaiting', { count: total, number })
    : t('feedback.count', { count: total, number });
}

/**
 * The Admin's feedback (issue 11): what people of every company wrote, newest first, each
 * with its company, sender, rating and screen, to be marked handled (or waiting again); a
 * filter shows only what still waits. A message that leaves the filtered list gives focus to
 * the screen's heading, as its button is gone.
 */
export function FeedbackInboxScreen() {
  const { t } = useTranslation('admin');
  const { onlyWaiting, page, showOnlyWaiting, goToPage } = useInboxAddress();
  const inbox = useFeedbackInbox({ onlyWaiting, page });
  const total = inbox.data?.total;
  const summary = useSummary(total, onlyWaiting);

  function afterMark(handled: boolean) {
    if (onlyWaiting && handled) document.querySelector<HTMLElement>('#main h1')?.focus();
  }

  return (
    <Screen title={t('feedback.title')} intro={t('feedback.intro')}>
      <label className="choice-group__option admin-checkbox">
        <input
          type="checkbox"
          checked={onlyWaiting}
          onChange={(event) => showOnlyWaiting(event.target.checked)}
        />
        {t('feedback.onlyWaiting')}
      </label>
      <p className="admin-result-summary" role="status">
        {summary}
      </p>
      {inbox.isError && !inbox.data ? (
        <LoadFailed
          title={t('feedback.loadFailed')}
          error={inbox.error}
          onRetry={() => void inbox.refetch()}
        />
      ) : null}
      {inbox.isPending ? <LoadingText /> : null}
      {inbox.data && inbox.data.total === 0 ? (
        <Notice title={summary} isAnnounced={false}>
          {t('feedback.noneHint')}
        </Notice>
      ) : null}
      {inbox.data && inbox.data.items.length > 0 ? (
        <ul className="stacked-list" aria-busy={inbox.isPlaceholderData || undefined}>
          {inbox.data.items.map((item) => (
            <FeedbackCard key={item.id} item={item} onMarked={afterMark} />
          ))}
        </ul>
      ) : null}
      <ListPager
        page={page}
        pageCount={Math.ceil((total ?? 0) / FEEDBACK_PAGE_SIZE)}
        onPage={goToPage}
      />
    </Screen>
  );
}
