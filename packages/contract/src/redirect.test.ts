import { describe, expect, it } from 'vitest';
import {
  accountLinkPathFor,
  parseAccountLink,
  parsePosterSignIn,
  parseRedirectTarget,
  posterSignInPathFor,
} from './redirect.ts';

const queryOf = (path: string) => new URLSearchParams(path.split('?')[1] ?? '');

describe('e-mailed account links', () => {
  it.each(['registration', 'password-reset'] as const)('read back a %s link', (purpose) => {
    const token = 'Zq3-x_9aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789';
    expect(parseAccountLink(queryOf(accountLinkPathFor(purpose, token)))).toEqual({
      purpose,
      token,
    });
  });

  it.each([
    'purpose=registration',
    'purpose=registration&token=',
    'purpose=invitation&token=abc',
    'token=abc',
    'id=42',
  ])('are not in %s', (query) => {
    expect(parseAccountLink(new URLSearchParams(query))).toBeNull();
  });

  it('are no product target', () => {
    expect(parseRedirectTarget(queryOf(accountLinkPathFor('registration', 'abc')))).toBeNull();
  });
});

describe('a company poster’s sign-in link', () => {
  it('carries the user code in the fragment of the login address, read back by the login screen', () => {
    const path = posterSignInPathFor('K7QX-M2PD 9WZR&4TNA');
    expect(path.startsWith('/login#')).toBe(true);
    const url = new URL(path, 'https://sds.example.com');
    expect(url.search).toBe('');
    expect(parsePosterSignIn(url.hash)).toBe('K7QX-M2PD 9WZR&4TNA');
  });

  it.each(['', '#', '#code=', '#other=1', 'code=%20'])('names no code in %j', (fragment) => {
    expect(parsePosterSignIn(fragment)).toBeNull();
  });
});
