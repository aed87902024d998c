import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SESSION_KEY,
  clearAccountSession,
  readAccountSession,
  saveAccountSession,
  signOutAccount,
  wasSignedOutOnPurpose,
} from './account-session.ts';

describe('the account session', () => {
  it('is kept in session storage, never in local storage', () => {
    const session = saveAccountSession('token-a', 3600);
    expect(readAccountSession()).toEqual(session);
    expect(sessionStorage.getItem(ACCOUNT_SESSION_KEY)).toContain('token-a');
    expect(localStorage.length).toBe(0);
  });

  it('ends when its token expires', () => {
    const session = saveAccountSession('token-b', 60);
    expect(readAccountSession(session.expiresAt - 1)).not.toBeNull();
    expect(readAccountSession(session.expiresAt)).toBeNull();
  });

  it('treats an unreadable stored value as signed out', () => {
    sessionStorage.setItem(ACCOUNT_SESSION_KEY, '{not json');
    expect(readAccountSession()).toBeNull();
    sessionStorage.setItem(ACCOUNT_SESSION_KEY, JSON.stringify({ accessToken: 42 }));
    expect(readAccountSession()).toBeNull();
  });

  it('tells a Sign out from a session the server ended', () => {
    saveAccountSession('token-c', 3600);
    clearAccountSession();
    expect(wasSignedOutOnPurpose()).toBe(false);
    saveAccountSession('token-d', 3600);
    signOutAccount();
    expect(readAccountSession()).toBeNull();
    expect(wasSignedOutOnPurpose()).toBe(true);
    saveAccountSession('token-e', 3600);
    expect(wasSignedOutOnPurpose()).toBe(false);
  });
});
