import { Suspense, lazy } from 'react';
import { AppLoading } from '../../components/layout/app-layout.tsx';

// The screen loads in a chunk of its own, not with this route: the entry chunk lists every
// route's own chunks for preloading, and the first screen's budget (decision 0008) has no room.
const NotificationsScreen = lazy(() =>
  import('../../features/notifications/components/notifications-screen.tsx').then((module) => ({
    default: module.NotificationsScreen,
  })),
);

/** Notifications (issue 11) at `/notifications`: the feed and push on this device. */
export function Component() {
  return (
    <Suspense fallback={<AppLoading />}>
      <NotificationsScreen />
    </Suspense>
  );
}
