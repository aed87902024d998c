import { LoginRequest } from '@sds/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { prepareTranslations } from '../../../testing/render-app.tsx';
import { loginFailureMessage, loginPayload } from './log-in.ts';

const DEVICE_GUID = '0190a6e8-7c3b-7d2e-9f41-6b2c8e4a1d55';

describe('login payload', () => {
  it('carries the fixed values: no push token, the web app, device type Gcm', () => {
    expect(loginPayload(' K7QX-M2PD ', DEVICE_GUID)).toEqual({
      authCode: 'K7QX-M2PD',
      deviceGuid: DEVICE_GUID,
      deviceToken: '',
      description: 'sds-portal-web',
      deviceType: 'Gcm',
    });
  });

  it('is what the contract accepts', () => {
    expect(LoginRequest.safeParse(loginPayload('K7QX-M2PD', DEVICE_GUID)).success).toBe(true);
  });
});

describe('login failure message', () => {
  const failure = (status: number, type: ApiError['type'], retryAfterSeconds?: number) =>
    new ApiError({ status, type, title: type, retryAfterSeconds });

  it.each([
    [
      failure(403, 'authorisation-failed'),
      'Authorisation failed. Check if your authorization code is valid and if there are licenses available.',
    ],
    [
      failure(403, 'forbidden'),
      'Authorisation failed. Check if your authorization code is valid and if there are licenses available.',
    ],
    [failure(429, 'rate-limited', 30), 'Too many failed attempts. Try again in 1 minute.'],
    [failure(429, 'rate-limited', 900), 'Too many failed attempts. Try again in 15 minutes.'],
    [failure(403, 'xsrf-rejected'), 'Logging in did not work. Please try again later.'],
    [failure(503, 'service-unavailable'), 'Logging in did not work. Please try again later.'],
    [new Error('storage full'), 'Logging in did not work. Please try again later.'],
  ])('for %s is %j', async (error, message) => {
    await prepareTranslations();
    expect(loginFailureMessage(error, i18n.getFixedT('en-US', 'auth'))).toBe(message);
  });

  it('says the wait in the interface language', async () => {
    await prepareTranslations('nl-NL');
    expect(
      loginFailureMessage(failure(429, 'rate-limited', 300), i18n.getFixedT('nl-NL', 'auth')),
    ).toBe('Te veel mislukte pogingen. Probeer het over 5 minuten opnieuw.');
    await prepareTranslations('en-US');
  });
});
