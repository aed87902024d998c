import { AppLayout } from '../components/layout/app-layout.tsx';
import { LogoutButton } from '../features/auth/components/logout-button.tsx';

/** The root route's frame: the shared layout, with the auth feature's Log out in its header. */
export function RootLayout() {
  return <AppLayout sessionActions={<LogoutButton />} />;
}
