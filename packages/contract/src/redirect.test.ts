import { describe, expect, it } from 'vitest';
import { accountLinkPathFor, parseAccountLink, parseRedirectTarget } from './redirect.ts';

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
