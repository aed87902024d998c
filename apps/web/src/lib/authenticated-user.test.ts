import { AuthenticatedUser } from '@sds/contract';
import { describe, expect, it } from 'vitest';
import { testAuthenticatedUser } from '../testing/test-config.ts';
import {
  clearAuthenticatedUser,
  isStoredUser,
  readAuthenticatedUser,
  saveAuthenticatedUser,
} from './authenticated-user.ts';

const valid = testAuthenticatedUser;
const samples: Record<string, unknown> = {
  'a complete login response': valid,
  'a key user': { ...valid, role: 'KeyUser' },
  'extra fields': { ...valid, licenceKind: 'user' },
  'an empty company name': { ...valid, companyName: '' },
  'a missing authCode': { ...valid, authCode: undefined },
  'an empty deviceGuid': { ...valid, deviceGuid: '' },
  'an unknown role': { ...valid, role: 'Admin' },
  'a missing session end': { ...valid, sessionExpiresAt: undefined },
  'a number for the company': { ...valid, companyId: 42 },
  'the old two-field shape': { authCode: valid.authCode, deviceGuid: valid.deviceGuid },
  'an array': [valid],
  null: null,
  'a text': 'signed in',
};

describe('stored user check', () => {
  it.each(Object.entries(samples))('accepts %s when the contract does', (_name, sample) => {
    // Never stricter than the contract: a login answer that passed it is always a session.
    if (AuthenticatedUser.safeParse(sample).success) expect(isStoredUser(sample)).toBe(true);
  });

  it.each([
    'a missing authCode',
    'an unknown role',
    'a missing session end',
    'a number for the company',
    'the old two-field shape',
    'an array',
    'null',
    'a text',
  ])('refuses %s', (name) => {
    expect(isStoredUser(samples[name])).toBe(false);
  });
});

describe('stored user', () => {
  it('is read back whole after it was saved, and gone after it was cleared', () => {
    const user = { ...valid, licenceKind: 'user' };
    saveAuthenticatedUser(user);
    expect(readAuthenticatedUser()).toEqual(user);
    expect(readAuthenticatedUser()).toBe(readAuthenticatedUser());
    clearAuthenticatedUser();
    expect(readAuthenticatedUser()).toBeNull();
  });

  it.each(['{not json', '"text"', '[]', 'null', JSON.stringify({ authCode: 'A' })])(
    'counts the stored garbage %s as signed out',
    (text) => {
      localStorage.setItem('authenticatedUser', text);
      expect(readAuthenticatedUser()).toBeNull();
    },
  );

  it('leaves the device id alone when it is cleared', () => {
    localStorage.setItem('deviceGuid', valid.deviceGuid);
    saveAuthenticatedUser(valid);
    clearAuthenticatedUser();
    expect(localStorage.getItem('deviceGuid')).toBe(valid.deviceGuid);
  });
});
