import { loadServerTexts, type ServerTexts } from '../../platform/i18n/server-texts.ts';
import { composeMail as compose } from '../../platform/mail/compose-mail.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import type { NewCompanyCodes } from '../companies/index.ts';

const texts = (locale: string): Promise<ServerTexts> => loadServerTexts(locale, ['email']);

/** The validation link of a registration (issue 7), in the registrant's language. */
export async function registrationEmail(input: {
  locale: string;
  to: string;
  name: string;
  companyName: string;
  link: string;
}): Promise<MailMessage> {
  const { t } = await texts(input.locale);
  const values = { name: input.name, companyName: input.companyName };
  return compose(input.locale, input.to, t('email:registration.subject'), [
    { text: t('email:greeting', values) },
    { text: t('email:registration.intro', values) },
    { link: input.link, label: t('email:registration.action') },
    { text: `${t('email:registration.expiry')}\n${t('email:registration.ignore')}` },
    { text: t('email:signature') },
  ]);
}

/** To an existing account's owner when someone registers with its address (no leak to them). */
export async function alreadyRegisteredEmail(input: {
  locale: string;
  to: string;
  name: string;
  companyName: string;
}): Promise<MailMessage> {
  const { t } = await texts(input.locale);
  const values = { name: input.name, companyName: input.companyName };
  return compose(input.locale, input.to, t('email:alreadyRegistered.subject'), [
    { text: t('email:greeting', values) },
    { text: t('email:alreadyRegistered.body', values) },
    { text: t('email:alreadyRegistered.ignore') },
    { text: t('email:signature') },
  ]);
}

/** The new company's codes, to its CompanyAdmin (also `account/sendlogin`). */
export async function companyCodesEmail(input: {
  locale: string;
  to: string;
  name: string;
  companyName: string;
  codes: NewCompanyCodes;
}): Promise<MailMessage> {
  const { t } = await texts(input.locale);
  const values = { name: input.name, companyName: input.companyName };
  return compose(input.locale, input.to, t('email:welcome.subject', values), [
    { text: t('email:greeting', values) },
    { text: t('email:welcome.intro') },
    {
      text: [
        `${t('email:welcome.userCode')}: ${input.codes.User}`,
        `${t('email:welcome.keyUserCode')}: ${input.codes.KeyUser}`,
        `${t('email:welcome.subscriptionCode')}: ${input.codes.Subscription}`,
      ].join('\n'),
    },
    { text: t('email:welcome.keepSafe') },
    { text: t('email:signature') },
  ]);
}

/** The link to choose a new password (`account/forgot`). */
export async function passwordResetEmail(input: {
  locale: string;
  to: string;
  name: string;
  link: string;
}): Promise<MailMessage> {
  const { t } = await texts(input.locale);
  return compose(input.locale, input.to, t('email:passwordReset.subject'), [
    { text: t('email:greeting', { name: input.name }) },
    { text: t('email:passwordReset.intro') },
    { link: input.link, label: t('email:passwordReset.action') },
    { text: `${t('email:passwordReset.expiry')}\n${t('email:passwordReset.ignore')}` },
    { text: t('email:signature') },
  ]);
}

/** An invitation to administer a company (or the portal), with the link to choose a password. */
export async function invitationEmail(input: {
  locale: string;
  to: string;
  name: string;
  inviter: string;
  companyName: string;
  link: string;
}): Promise<MailMessage> {
  const { t } = await texts(input.locale);
  const values = { name: input.name, inviter: input.inviter, companyName: input.companyName };
  return compose(input.locale, input.to, t('email:invitation.subject'), [
    { text: t('email:greeting', values) },
    { text: t('email:invitation.intro', values) },
    { link: input.link, label: t('email:invitation.action') },
    { text: t('email:invitation.expiry') },
    { text: t('email:signature') },
  ]);
}
