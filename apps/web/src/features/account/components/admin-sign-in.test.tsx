import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { TEST_ACCESS_TOKEN, testAccountSelf } from '../../../testing/account-fixtures.ts';
import {
  fakeApi,
  jsonResponse,
  problemResponse,
  type SentRequest,
} from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const tokenAnswer = { accessToken: TEST_ACCESS_TOKEN, tokenType: 'Bearer', expiresIn: 3600 };

function accountApi(
  answerToken: (request: SentRequest) => Response = () => jsonResponse(tokenAnswer),
) {
  return fakeApi((request) => {
    if (request.url === '/api/account/token') return answerToken(request);
    if (request.url === '/api/account/self') return jsonResponse(testAccountSelf);
    return problemResponse(404, 'not-found');
  });
}

async function signIn(path: string, email: string, password: string) {
  const view = await renderApp(path);
  await view.user.type(await screen.findByRole('textbox', { name: 'E-mail address' }), email);
  await view.user.type(screen.getByLabelText('Password'), password);
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
  return view;
}

describe('administrator sign-in', () => {
  it('is reachable from the login screen, beside the code login', async () => {
    const { user, router } = await renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Administrator sign-in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administrator sign-in' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/sign-in');
    expect(screen.getByRole('link', { name: 'Log in with an authorisation code' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('keeps the token for this tab only and opens the admin area, saying who is signed in', async () => {
    const { sent } = accountApi();
    const { router } = await signIn('/admin/sign-in', ' ada@acme.example ', 'correct horse');

    expect(
      await screen.findByText('Signed in as Ada Lovelace (ada@acme.example), Acme Chemicals'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin');
    expect(sent()[0]?.body).toEqual({ email: 'ada@acme.example', password: 'correct horse' });
    const self = sent().find((request) => request.url === '/api/account/self');
    expect(self?.headers.get('Authorization')).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
    expect(self?.headers.has('AuthCode')).toBe(false);
    expect(JSON.parse(sessionStorage.getItem('accountSession') ?? '{}')).toMatchObject({
      accessToken: TEST_ACCESS_TOKEN,
    });
    expect(JSON.stringify({ ...localStorage })).not.toContain(TEST_ACCESS_TOKEN);
  });

  it('says the address or password is wrong, and keeps nothing', async () => {
    accountApi(() => problemResponse(401, 'unauthenticated'));
    const { router } = await signIn('/admin/sign-in', 'ada@acme.example', 'wrong password');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The e-mail address or the password is not right.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(router.state.location.pathname).toBe('/admin/sign-in');
    expect(sessionStorage.getItem('accountSession')).toBeNull();
  });

  it('says when to try again after too many failures', async () => {
    accountApi(() => problemResponse(429, 'rate-limited', { 'Retry-After': '600' }));
    await signIn('/admin/sign-in', 'ada@acme.example', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 10 minutes.',
    );
  });

  it('asks for both fields before sending', async () => {
    const { sent } = accountApi();
    const { user } = await renderApp('/admin/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription(
      'Please fill in your e-mail address',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please fill in your password',
    );
    expect(sent()).toHaveLength(0);
  });

  it('comes back to the admin page the guard sent the visitor from', async () => {
    accountApi();
    const { router } = await renderApp('/admin/licences');
    await screen.findByRole('heading', { level: 1, name: 'Administrator sign-in' });
    expect(router.state.location.search).toBe('?returnTo=%2Fadmin%2Flicences');

    await signInAgain();
    await screen.findByText(/Signed in as Ada Lovelace/);
    expect(router.state.location.pathname).toBe('/admin/licences');
  });
});

async function signInAgain() {
  const { default: userEvent } = await import('@testing-library/user-event');
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'ada@acme.example');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the admin area', () => {
  it('is closed to a signed-in device: its code is no administrator’s password', async () => {
    const { router } = await renderApp('/admin', { isAuthenticated: true, role: 'KeyUser' });
    await screen.findByRole('heading', { level: 1, name: 'Administrator sign-in' });
    expect(router.state.location.pathname).toBe('/admin/sign-in');
  });

  it('signs out: the server ends the token, this tab forgets it and the sign-in shows', async () => {
    const api = accountApi((request) =>
      request.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(tokenAnswer),
    );
    const { user, router } = await renderApp('/admin', { isAccountSignedIn: true });
    await screen.findByText(/Signed in as Ada Lovelace/);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administrator sign-in' }),
    ).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(sessionStorage.getItem('accountSession')).toBeNull();
    await waitFor(() => expect(queryClient.getQueryData(['account', 'self'])).toBeUndefined());
    const signOut = api.sent().find((request) => request.method === 'DELETE');
    expect(signOut?.url).toBe('/api/account/token');
    expect(signOut?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('ends the session when the server no longer takes the token', async () => {
    fakeApi(() => problemResponse(401, 'unauthenticated'));
    const { router } = await renderApp('/admin', { isAccountSignedIn: true });
    expect(
      await screen.findByText('Your session has ended, please log in again'),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Administrator sign-in' });
    expect(router.state.location.search).toBe('?returnTo=%2Fadmin');
    expect(sessionStorage.getItem('accountSession')).toBeNull();
  });

  it('names a platform administrator without a company', async () => {
    fakeApi(() =>
      jsonResponse({ ...testAccountSelf, roles: ['Admin'], companyId: null, companyName: null }),
    );
    await renderApp('/admin', { isAccountSignedIn: true });
    expect(
      await screen.findByText(
        'Signed in as Ada Lovelace (ada@acme.example), administrator of SDS Portal',
      ),
    ).toBeVisible();
  });
});

describe('forgotten password', () => {
  it('is offered on the sign-in', async () => {
    const { user } = await renderApp('/admin/sign-in');
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible();
  });

  it('asks for a link and answers the same whatever the address', async () => {
    const { sent } = fakeApi(() => new Response(null, { status: 202 }));
    const { user } = await renderApp('/admin/forgot-password');
    await user.type(await screen.findByRole('textbox', { name: 'E-mail address' }), 'x@y.example');
    await user.click(screen.getByRole('button', { name: 'Send link' }));

    const message = await screen.findByRole('status');
    expect(message).toHaveTextContent('If this address has an account, we sent a link');
    expect(message).toHaveTextContent('x@y.example');
    expect(message).toHaveFocus();
    expect(sent()[0]).toMatchObject({ url: '/api/account/forgot', body: { email: 'x@y.example' } });
  });

  it('says when to try again after too many requests', async () => {
    fakeApi(() => problemResponse(429, 'rate-limited'));
    const { user } = await renderApp('/admin/forgot-password');
    await user.type(await screen.findByRole('textbox', { name: 'E-mail address' }), 'x@y.example');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Wait a few minutes and try again.',
    );
  });
});
