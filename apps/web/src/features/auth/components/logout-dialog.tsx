import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { clearAuthenticatedUser } from '../../../lib/authenticated-user.ts';
import { logOut } from '../api/log-out.ts';

type LogoutDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };
type LogoutState = 'asking' | 'sending' | 'failed';

/**
 * Goes to login, and forgets the stored user once login is on screen. In that order: were the
 * user forgotten first, the session guard of the screen being left would send the user to
 * login itself, asking to come back to that screen after the next login.
 */
function useLeaveToLogin(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [isLeaving, setIsLeaving] = useState(false);
  useLayoutEffect(() => {
    // A layout effect runs within the commit that showed login, when the guarded screen is
    // gone, and before anything else sees login on screen with the user still stored.
    if (isLeaving && pathname === paths.login) clearAuthenticatedUser();
  }, [isLeaving, pathname]);
  return () => {
    setIsLeaving(true);
    void navigate(paths.login);
  };
}

/**
 * The logout confirmation (docs/product/web-app.md#session) with its failure
 * (docs/product/web-app.md#messages). OK sends the logout; when that fails the dialog stays open,
 * titled 'Logout failed' with the message 'Logout failed. Please try again.', and offers Try again,
 * Cancel and Force logout. Force logout forgets the stored user without the server; the server
 * frees the licence by its inactivity rule (docs/product/codes-and-licences.md#devices). The
 * failure stays in the dialog rather than in a toast so that the choice it asks for sits beside it
 * and does not vanish after 6 s.
 */
export function LogoutDialog({ open, onOpenChange }: LogoutDialogProps) {
  const { t } = useTranslation(['auth', 'common']);
  const leaveToLogin = useLeaveToLogin();
  const [state, setState] = useState<LogoutState>('asking');

  function leave() {
    setState('asking');
    onOpenChange(false);
    leaveToLogin();
  }

  async function confirm() {
    setState('sending');
    try {
      await logOut();
    } catch {
      setState('failed');
      return;
    }
    leave();
  }

  function handleOpenChange(isOpen: boolean) {
    if (state === 'sending') return;
    if (!isOpen) setState('asking');
    onOpenChange(isOpen);
  }

  const hasFailed = state === 'failed';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={handleOpenChange}
      title={hasFailed ? t('logout.failedTitle') : t('logout.confirmTitle')}
      description={t('logout.confirmText')}
      error={hasFailed ? t('logout.failedText') : undefined}
      onConfirm={() => void confirm()}
      confirmLabel={t(hasFailed ? 'actions.retry' : 'actions.ok', { ns: 'common' })}
      isPending={state === 'sending'}
      extraAction={hasFailed ? { label: t('logout.forceLogout'), onSelect: leave } : undefined}
    />
  );
}
