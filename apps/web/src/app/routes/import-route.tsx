import { useTranslation } from 'react-i18next';
import { KeyUsersOnly } from '../../components/layout/key-users-only.tsx';
import { ImportScreen } from '../../features/imports/components/import-screen.tsx';

/**
 * Import SDS (issue 9) at `/import`, for key users: importing makes products, so anyone else
 * gets the editor's "Not allowed" (the server refuses their uploads anyway).
 */
export function Component() {
  const { t } = useTranslation('common');
  return (
    <KeyUsersOnly message={t('notAllowed.editorKeyUsersOnly')}>
      <ImportScreen />
    </KeyUsersOnly>
  );
}
