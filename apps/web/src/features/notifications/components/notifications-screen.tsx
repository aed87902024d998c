import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components/ui/screen.tsx';
import { useLazyNamespace } from '../../../i18n/lazy-catalogues.ts';
import { useAuthenticatedUser } from '../../../lib/authenticated-user.ts';
import { DevicePushPanel } from './device-push-panel.tsx';
import { NotificationFeed } from './notification-feed.tsx';
import './notifications.css';

function NotificationsContent() {
  const { t } = useTranslation('notifications');
  const user = useAuthenticatedUser();
  // The session route shows this screen to signed-in devices only.
  if (!user) return null;
  return (
    <Screen title={t('title')} intro={t(user.role === 'KeyUser' ? 'introKeyUser' : 'intro')}>
      <div className="notifications">
        <DevicePushPanel />
        <NotificationFeed companyId={user.companyId} role={user.role} />
      </div>
    </Screen>
  );
}

/**
 * Notifications (issue 11) at `/notifications`, for every signed-in device: what happened to
 * the company's products, and push notifications on this device (decision 0029).
 */
export function NotificationsScreen() {
  const { t } = useTranslation('common');
  const hasTexts = useLazyNamespace('notifications');
  if (!hasTexts) {
    return (
      <p className="notifications-loading" role="status">
        {t('loading')}
      </p>
    );
  }
  return <NotificationsContent />;
}
