import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LogOutIcon } from '../../../components/ui/icons.tsx';
import { notify } from '../../../components/ui/toast.tsx';

type LogoutDialogComponent = ComponentType<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
}>;

/**
 * The header's Log out button. The confirmation (Radix, the API client, zod) loads on the
 * first click: the first screen has no room for it (docs/decisions/0008).
 */
export function LogoutButton() {
  const { t } = useTranslation('auth');
  const [Dialog, setDialog] = useState<LogoutDialogComponent | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [isLoading, setIsLoading] = useState(false);

  async function openDialog() {
    if (isLoading) return;
    if (!Dialog) {
      setIsLoading(true);
      try {
        const { LogoutDialog } = await import('./logout-dialog.tsx');
        setDialog(() => LogoutDialog);
      } catch {
        // Its code did not load, so neither would the logout: say so, as a failed logout.
        void notify(t('logout.failedText'), { kind: 'error' });
        return;
      } finally {
        setIsLoading(false);
      }
    }
    setIsOpen(true);
  }

  return (
    <>
      <button
        type="button"
        className="button button--secondary app-header__logout"
        onClick={() => void openDialog()}
        // Not `disabled` while the dialog's code loads: a disabled button drops the focus, and
        // the dialog would give it back to the page instead of to this button.
        aria-busy={isLoading || undefined}
        aria-haspopup="dialog"
      >
        <LogOutIcon width={18} height={18} />
        <span className="app-header__logout-label">{t('logout.action')}</span>
      </button>
      {Dialog ? <Dialog open={isOpen} onOpenChange={setIsOpen} /> : null}
    </>
  );
}
