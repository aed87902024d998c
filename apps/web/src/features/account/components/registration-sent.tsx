import { useTranslation } from 'react-i18next';
import { MailIcon } from './account-icons.tsx';
import { FocusedPanel } from './focused-panel.tsx';

type RegistrationSentProps = { email: string; onRegisterAgain: () => void };

/**
 * After a registration: the "check your e-mail" message (docs/product/web-app.md#messages), the
 * address, what if none came.
 */
export function RegistrationSent({ email, onRegisterAgain }: RegistrationSentProps) {
  const { t } = useTranslation('account');
  return (
    <FocusedPanel icon={<MailIcon />} title={t('register.success')}>
      <p>{t('register.sentTo', { email })}</p>
      <p className="account-panel__aside">{t('register.noMail')}</p>
      <div className="account-actions">
        <button type="button" className="button button--secondary" onClick={onRegisterAgain}>
          {t('register.again')}
        </button>
      </div>
    </FocusedPanel>
  );
}
