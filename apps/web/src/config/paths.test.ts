import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, pathAfterLogin } from './paths.ts';

const ORIGIN = 'https://sds.example';

describe('the way back after login', () => {
  it('names the page to come back to in the login address', () => {
    expect(loginPathReturningTo('/product?masterCode=M 7')).toBe(
      '/login?returnTo=%2Fproduct%3FmasterCode%3DM+7',
    );
  });

  it.each([
    ['/audit', '/audit'],
    ['/product/42?tab=pdf#first-aid', '/product/42?tab=pdf#first-aid'],
    [null, '/search'],
    ['', '/search'],
    ['/login', '/search'],
    ['/login?returnTo=%2Faudit', '/search'],
    ['https://evil.example/', '/search'],
    ['//evil.example/search', '/search'],
    ['/\\evil.example', '/search'],
    ['/\t/evil.example', '/search'],
    ['javascript:alert(1)', '/search'],
  ])('leads %j to %s', (returnTo, expected) => {
    expect(pathAfterLogin(returnTo, ORIGIN)).toBe(expected);
  });
});
