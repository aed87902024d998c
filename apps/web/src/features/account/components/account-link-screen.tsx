import type { AccountLink, ResetPasswordResponse } from '@sds/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components/ui/screen.tsx';
import { AccountTexts } from './account-texts.tsx';
import { ChoosePasswordForm } from './choose-password-form.tsx';
import { LinkInvalid } from './link-invalid.tsx';
import { PasswordSet } from './password-set.tsx';
import { RegistrationDone } from './registration-done.tsx';
import { useFocusOnStep } from './step-focus.ts';

type Step =
  { kind: 'choose' } | { kind: 'link-invalid' } | { kind: 'done'; outcome: ResetPasswordResponse };

function AccountLinkSteps({ link }: { link: AccountLink }) {
  const { t } = useTranslation('account');
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  useFocusOnStep(step);

  if (step.kind === 'link-invalid') return <LinkInvalid purpose={link.purpose} />;
  if (step.kind === 'done') {
    const { outcome } = step;
    return outcome.kind === 'registration' ? (
      <RegistrationDone outcome={outcome} />
    ) : (
      <PasswordSet email={outcome.email} />
    );
  }
  const isRegistration = link.purpose === 'registration';
  return (
    <Screen
      variant="card"
      title={t(isRegistration ? 'password.titleRegistration' : 'password.titleReset')}
      intro={t(isRegistration ? 'password.introRegistration' : 'password.introReset')}
    >
      <ChoosePasswordForm
        link={link}
        onPasswordSet={(outcome) => setStep({ kind: 'done', outcome })}
        onLinkInvalid={() => setStep({ kind: 'link-invalid' })}
      />
    </Screen>
  );
}

/**
 * Where an e-mailed account link lands (`/redirect?purpose=…&token=…`,
 * docs/product/roles-and-access.md#accounts): choose a password, then the new company's codes
 * (once) or word that the password is set; a link the server no longer takes is explained with a
 * way on.
 */
export function AccountLinkScreen({ link }: { link: AccountLink }) {
  return (
    <AccountTexts>
      {/* A new key per token: nothing of one link's steps carries over to the next. */}
      <AccountLinkSteps key={link.token} link={link} />
    </AccountTexts>
  );
}
