import { describe, expect, it } from 'vitest';
import { adminSignInPathReturningTo, pathAfterAdminSignIn } from './admin-paths.ts';

describe('the way back after an administrator signed in', () => {
  it('names the admin page to come back to', () => {
    expect(adminSignInPathReturningTo('/admin/licences')).toBe(
      '/admin/sign-in?returnTo=%2Fadmin%2Flicences',
    );
  });

  it.each([
    [null, '/admin'],
    ['/admin', '/admin'],
    ['/admin/licences?page=2', '/admin/licences?page=2'],
    ['/admin/sign-in', '/admin'],
    ['/admin/forgot-password', '/admin'],
    ['/administrator', '/admin'],
    ['/search', '/admin'],
    ['//evil.example/admin', '/admin'],
    ['https://evil.example/admin', '/admin'],
  ])('leads %j to %s', (returnTo, expected) => {
    expect(pathAfterAdminSignIn(returnTo)).toBe(expected);
  });
});
