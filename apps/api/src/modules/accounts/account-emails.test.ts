import { textAt } from '@sds/i18n';
import { readCatalogueSync } from '@sds/i18n/files';
import { describe, expect, it } from 'vitest';
import { registrationEmail } from './account-emails.ts';

const subjectIn = (locale: string) =>
  textAt(readCatalogueSync(locale, 'email'), 'registration.subject');

const registration = (locale: string) =>
  registrationEmail({
    locale,
    to: 'jan@example.com',
    name: 'Jan',
    companyName: 'Acme B.V.',
    link: 'https://sds.example/redirect?token=x',
  });

describe('account e-mails', () => {
  it.each(['nl-NL', 'pl-PL', 'ja-JP'])(
    'are written in the %s catalogue, left to right',
    async (locale) => {
      const mail = await registration(locale);
      expect(mail.subject).toBe(subjectIn(locale));
      expect(mail.html).toContain(`<html lang="${locale}" dir="ltr">`);
    },
  );

  it.each(['ar-SA', 'he-IL'])('read right to left in %s', async (locale) => {
    const mail = await registration(locale);
    expect(mail.subject).toBe(subjectIn(locale));
    expect(mail.html).toContain(`<html lang="${locale}" dir="rtl">`);
  });
});
