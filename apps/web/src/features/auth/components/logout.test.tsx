import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fakeApi as fakeAnyApi,
  jsonResponse,
  problemResponse,
  type SentRequest,
} from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const QUESTION =
  'Are you sure you want to logout? You have to authorise again to get access to company information.';
const DEVICE_GUID = '0190a6e8-7c3b-7d2e-9f41-6b2c8e4a1d55';

async function openLogout() {
  localStorage.setItem('deviceGuid', DEVICE_GUID);
  const view = await renderApp('/search', { isAuthenticated: true });
  await screen.findByRole('heading', { level: 1, name: 'Search product' });
  await view.user.click(screen.getByRole('button', { name: 'Log out' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Log out' });
  return { ...view, dialog };
}

type Reply = () => Response | Promise<Response>;

/**
 * The API as these tests need it: the search screen behind the dialog finds nothing, and
 * `reply` answers the logout. `sent()` lists the logout calls only.
 */
function fakeApi(reply: Reply) {
  const isLogout = (request: SentRequest) => request.url === '/api/Authorization';
  const api = fakeAnyApi((request) =>
    isLogout(request) ? reply() : jsonResponse({ items: [], total: 0 }),
  );
  return { sent: () => api.sent().filter(isLogout) };
}

const isSignedIn = () => localStorage.getItem('authenticatedUser') !== null;

describe('logging out', () => {
  it('asks the logout question with Cancel and OK, and Cancel changes nothing', async () => {
    const { sent } = fakeApi(() => new Response(null, { status: 204 }));
    const { dialog, user, router } = await openLogout();

    expect(dialog).toHaveAccessibleDescription(QUESTION);
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent()).toHaveLength(0);
    expect(isSignedIn()).toBe(true);
    expect(router.state.location.pathname).toBe('/search');
  });

  it('logs out on the server on OK, forgets the user and opens login', async () => {
    document.cookie = 'XSRF-TOKEN=session-token; path=/';
    const { sent } = fakeApi(() => new Response(null, { status: 204 }));
    const { dialog, user, router } = await openLogout();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(isSignedIn()).toBe(false);
    expect(localStorage.getItem('deviceGuid')).toBe(DEVICE_GUID);
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();

    const [request] = sent();
    expect(request).toMatchObject({ url: '/api/Authorization', method: 'DELETE' });
    expect(request?.headers.get('X-XSRF-TOKEN')).toBe('session-token');
    expect(request?.headers.get('DeviceId')).toBe(DEVICE_GUID);
    expect(request?.headers.get('AuthCode')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('counts a session the server already ended as logged out, without a session toast', async () => {
    fakeApi(() => problemResponse(401, 'unauthenticated'));
    const { dialog, user, router } = await openLogout();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(isSignedIn()).toBe(false);
    expect(screen.queryByText(/Your session has ended/)).not.toBeInTheDocument();
  });

  it.each([
    ['the server fails', () => problemResponse(500, 'internal-error')],
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])(
    'says Logout failed when %s and offers Force logout, which forgets the user',
    async (_case, reply) => {
      fakeApi(reply);
      const { dialog, user, router } = await openLogout();
      await user.click(within(dialog).getByRole('button', { name: 'OK' }));

      const failed = await screen.findByRole('alertdialog', { name: 'Logout failed' });
      expect(within(failed).getByRole('alert')).toHaveTextContent(
        'Logout failed. Please try again.',
      );
      expect(within(failed).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(isSignedIn()).toBe(true);

      await user.click(within(failed).getByRole('button', { name: 'Force logout' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(isSignedIn()).toBe(false);
      expect(localStorage.getItem('deviceGuid')).toBe(DEVICE_GUID);
    },
  );

  it('logs out when Try again succeeds after a failure', async () => {
    let calls = 0;
    fakeApi(() => {
      calls += 1;
      return calls === 1
        ? problemResponse(503, 'service-unavailable')
        : new Response(null, { status: 204 });
    });
    const { dialog, user, router } = await openLogout();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(calls).toBe(2);
  });

  it('asks again from the start after a failure was cancelled', async () => {
    fakeApi(() => problemResponse(500, 'internal-error'));
    const { dialog, user } = await openLogout();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await screen.findByRole('alertdialog', { name: 'Logout failed' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    const again = await screen.findByRole('alertdialog', { name: 'Log out' });
    expect(within(again).queryByRole('button', { name: 'Force logout' })).not.toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });
});
