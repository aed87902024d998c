import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, problemResponse } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';

describe('session guard', () => {
  it.each([
    ['/search', '%2Fsearch'],
    ['/audit', '%2Faudit'],
    ['/product/42', '%2Fproduct%2F42'],
    ['/product?masterCode=M-7', '%2Fproduct%3FmasterCode%3DM-7'],
  ])('sends a signed-out visitor of %s to login, to come back after', async (path, returnTo) => {
    const { router } = await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?returnTo=${returnTo}`);
  });

  it('lets anyone through the redirect screen, which e-mail links open', async () => {
    const { router } = await renderApp('/redirect');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Redirecting' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/redirect');
  });

  it('treats a stored user of the wrong shape as signed out', async () => {
    localStorage.setItem('authenticatedUser', JSON.stringify({ authCode: 'A', role: 'Boss' }));
    const { router } = await renderApp('/search');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows a user, not a key user, that review is for key users only', async () => {
    await renderApp('/audit', { isAuthenticated: true, role: 'User' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not allowed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/Only key users can open this screen/);
    expect(screen.queryByRole('heading', { name: 'Review' })).not.toBeInTheDocument();
  });
});

describe('header of a signed-in device', () => {
  it('shows the company, Search and Log out, and Review only to a key user', async () => {
    const first = await renderApp('/search', { isAuthenticated: true, role: 'User' });
    await screen.findByRole('heading', { level: 1, name: 'Search product' });
    const header = within(document.querySelector<HTMLElement>('header.app-header')!);
    expect(await header.findByText('Acme Chemicals')).toBeInTheDocument();
    expect(header.getByRole('link', { name: 'Search' })).toBeInTheDocument();
    expect(header.queryByRole('link', { name: 'Review' })).not.toBeInTheDocument();
    expect(header.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    first.unmount();

    await renderApp('/search', { isAuthenticated: true, role: 'KeyUser' });
    await screen.findByRole('heading', { level: 1, name: 'Search product' });
    const keyUserHeader = within(document.querySelector<HTMLElement>('header.app-header')!);
    expect(keyUserHeader.getByRole('link', { name: 'Review' })).toBeInTheDocument();
  });

  it('shows neither navigation nor Log out to a visitor', async () => {
    await renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });
});

describe('a session that ends elsewhere', () => {
  it('ends on a 401: forgets the user, says so and sends the user to login', async () => {
    fakeApi(() => problemResponse(401, 'unauthenticated'));
    // The product sheet's own request is answered 401.
    const { router } = await renderApp('/product/42', { isAuthenticated: true });

    expect(
      await screen.findByText('Your session has ended, please log in again'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?returnTo=%2Fproduct%2F42');
    expect(localStorage.getItem('authenticatedUser')).toBeNull();
  });

  it('follows a logout in another tab', async () => {
    const { router } = await renderApp('/search', { isAuthenticated: true });
    await screen.findByRole('heading', { level: 1, name: 'Search product' });

    // What the browser does here when another tab removes the stored user.
    act(() => {
      localStorage.removeItem('authenticatedUser');
      window.dispatchEvent(new StorageEvent('storage', { key: 'authenticatedUser' }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('follows a login in another tab', async () => {
    await renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    act(() => {
      localStorage.setItem(
        'authenticatedUser',
        JSON.stringify({
          authCode: 'K7QX-M2PD-9WZR-4TNA',
          deviceGuid: '0190a6e8-7c3b-7d2e-9f41-6b2c8e4a1d55',
          companyId: '3f1c2a9e-5b7d-4e21-9a0c-6d8e2f4b1a77',
          companyName: 'Other Tab Ltd',
          role: 'KeyUser',
          deviceId: '7c2e9a41-0d3b-4f6e-8a15-2b9c4d7e1f03',
          sessionExpiresAt: '2030-01-01T00:00:00.000Z',
        }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: 'authenticatedUser' }));
    });
    expect(await screen.findByText('Other Tab Ltd')).toBeInTheDocument();
  });
});
