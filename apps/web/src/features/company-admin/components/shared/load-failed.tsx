import { useTranslation } from 'react-i18next';
import { Notice } from '../../../../components/ui/notice.tsx';
import { failureKindOf, isPassingKind } from '../../../../lib/api-failure.ts';

type LoadFailedProps = {
  /** What could not be loaded, as a sentence ("The devices could not be loaded."). */
  title: string;
  error: unknown;
  onRetry: () => void;
};

/**
 * A list or a company that could not be read, with why and Try again. A 403 or 404 will not
 * pass by trying again, so it says so instead of offering it.
 */
export function LoadFailed({ title, error, onRetry }: LoadFailedProps) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation('common');
  const failure = failureKindOf(error);
  if (failure === 'forbidden')
    return (
      <Notice tone="error" title={title}>
        {t('errors.forbidden')}
      </Notice>
    );
  if (failure === 'not-found' || failure === 'refused') {
    return (
      <Notice tone="error" title={title}>
        {t('errors.companyNotFound')}
      </Notice>
    );
  }
  const reason = isPassingKind(failure) ? t('errors.unreachable') : t('errors.unexpected');
  return (
    <Notice tone="error" title={title}>
      <p>{reason}</p>
      <div className="error-actions">
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {tCommon('actions.retry')}
        </button>
      </div>
    </Notice>
  );
}
