import type { ResetPasswordResponse } from '@sds/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Screen } from '../../../components/ui/screen.tsx';
import { paths } from '../../../config/paths.ts';
import { CompanyCodes } from './company-codes.tsx';

type RegistrationOutcome = Extract<ResetPasswordResponse, { kind: 'registration' }>;

/**
 * A finished registration: the company's three codes, shown this once (they were e-mailed
 * too, decision 0021), and the ways on — signing in with a code (the login form takes it
 * from the navigation's state, never from the address) or as the administrator.
 */
export function RegistrationDone({ outcome }: { outcome: RegistrationOutcome }) {
  const { t } = useTranslation('account');
  const nextId = useId();
  const { codes, companyName, email } = outcome;
  return (
    <Screen title={t('codes.title')} intro={t('codes.intro', { companyName, email })}>
      <div className="registration-done">
        <CompanyCodes codes={codes} />
        <p className="account-panel__aside">{t('codes.keepSafe')}</p>
        <section className="registration-done__next" aria-labelledby={nextId}>
          <h2 id={nextId} className="registration-done__next-title">
            {t('codes.nextTitle')}
          </h2>
          <div className="account-actions">
            <Link
              to={paths.login}
              state={{ authCode: codes.keyUserCode }}
              className="button button--primary"
            >
              {t('codes.signInWithKeyUserCode')}
            </Link>
            <Link
              to={paths.login}
              state={{ authCode: codes.userCode }}
              className="button button--secondary"
            >
              {t('codes.signInWithUserCode')}
            </Link>
          </div>
          <p>
            <Link to={paths.adminSignIn} state={{ email }}>
              {t('codes.adminSignIn')}
            </Link>
          </p>
        </section>
      </div>
    </Screen>
  );
}
