import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app.tsx';
import { testAuthenticatedUser } from '../testing/test-config.ts';
import { endSessionAfter401 } from './api-client.ts';
import { readAuthenticatedUser, saveAuthenticatedUser } from './authenticated-user.ts';

describe('a 401 to a signed-in call', () => {
  it('signs out the user it was sent for, with the session-ended toast', async () => {
    await renderApp('/login', { isAuthenticated: true });
    const sentWith = readAuthenticatedUser()!;
    endSessionAfter401(sentWith);
    expect(readAuthenticatedUser()).toBeNull();
    expect(
      await screen.findByText('Your session has ended, please log in again'),
    ).toBeInTheDocument();
  });

  it('leaves a newer login alone when the answer was to a call made before it', () => {
    saveAuthenticatedUser(testAuthenticatedUser);
    const sentWith = readAuthenticatedUser()!;
    saveAuthenticatedUser({ ...testAuthenticatedUser, sessionExpiresAt: '2031-01-01T00:00:00Z' });
    endSessionAfter401(sentWith);
    expect(readAuthenticatedUser()?.sessionExpiresAt).toBe('2031-01-01T00:00:00Z');
  });
});
