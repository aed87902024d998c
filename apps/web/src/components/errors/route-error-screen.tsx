import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../../config/paths.ts';
import { captureError } from '../../lib/monitoring.ts';
import { CompassIcon } from '../ui/icons.tsx';
import { Notice } from '../ui/notice.tsx';
import { Screen } from '../ui/screen.tsx';

/**
 * What a route shows when its code fails to load or its screen throws. React Router catches
 * these errors itself, so they never reach the global handlers: report them here.
 */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!isNotFound) captureError(error, { source: 'route' });
  }, [error, isNotFound]);

  if (isNotFound) {
    return (
      <Screen title={t('notFound.title')}>
        <Notice title={t('notFound.text')} icon={<CompassIcon />}>
          <Link to={paths.start}>{t('actions.backToStart')}</Link>
        </Notice>
      </Screen>
    );
  }
  return (
    <Screen title={t('routeError.title')}>
      <Notice tone="error" title={t('routeError.text')}>
        <div className="error-actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => window.location.reload()}
          >
            {t('actions.retry')}
          </button>
          <a className="button button--secondary" href={paths.start}>
            {t('actions.backToStart')}
          </a>
        </div>
      </Notice>
    </Screen>
  );
}
