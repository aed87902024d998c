import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components/ui/screen.tsx';
import { LazyTexts } from '../../../components/ui/lazy-texts.tsx';
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
  return (
    <LazyTexts namespace="notifications">
      <NotificationsContent />
    </LazyTexts>
  );
}
