import { ScrollRestoration } from 'react-router';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { LogoutButton } from '../features/auth/components/logout-button.tsx';

/**
 * The root route's frame: the shared layout, with the auth feature's Log out in its header.
 * Scroll restoration opens every new screen at its top (a product opened from far down the
 * results) and brings back and forward to where the reader was (back to those results).
 */
export function RootLayout() {
  return (
    <>
      <AppLayout sessionActions={<LogoutButton />} />
      <ScrollRestoration />
    </>
  );
}
