import { accountLinkPathFor } from '@sds/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldProblemResponse, registrationDone } from '../../../testing/account-fixtures.ts';
import { fakeApi, jsonResponse, problemResponse } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const TOKEN = 'Zq3x9aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789a';
const registrationLink = accountLinkPathFor('registration', TOKEN);
const resetLink = accountLinkPathFor('password-reset', TOKEN);

async function choosePassword(path: string, password: string, repeat = password) {
  const view = await renderApp(path);
  await view.user.type(await screen.findByLabelText('Password'), password);
  await view.user.type(screen.getByLabelText('Repeat the password'), repeat);
  await view.user.click(screen.getByRole('button', { name: 'Save password' }));
  return view;
}

describe('choosing a password with an e-mailed link', () => {
  it('shows the rules, and ticks off the length while typing', async () => {
    const { user } = await renderApp(registrationLink);
    const password = await screen.findByLabelText('Password');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAccessibleDescription(/At least 10 characters/);
    expect(password).toHaveAccessibleDescription(/Not a common password/);

    await user.type(password, 'long enough!');
    expect(password).toHaveAccessibleDescription(/At least 10 characters ?\(done\)/);
    await user.click(screen.getByRole('checkbox', { name: 'Show passwords' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('refuses a short password and a repeat that differs before sending anything', async () => {
    const { sent } = fakeApi(() => jsonResponse(registrationDone));
    await choosePassword(registrationLink, 'short', 'shorter');

    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(
      /The password is too short: use at least 10 characters/,
    );
    expect(password).toHaveFocus();
    expect(screen.getByLabelText('Repeat the password')).toHaveAccessibleDescription(
      'The two passwords are not the same',
    );
    expect(sent()).toHaveLength(0);
  });

  it('shows the server’s reason when the password is too common', async () => {
    fakeApi(() => fieldProblemResponse([{ path: 'body.password', code: 'too-common' }]));
    await choosePassword(registrationLink, 'password123');
    const password = screen.getByLabelText('Password');
    expect(await screen.findByText(/one of the most common ones/)).toBeVisible();
    expect(password).toHaveAccessibleDescription(/This password is one of the most common ones/);
    expect(password).toHaveFocus();
  });

  it('shows the new company’s codes once, each with a Copy button', async () => {
    const { sent } = fakeApi(() => jsonResponse(registrationDone));
    const { user } = await choosePassword(registrationLink, 'de kwast verft 2026');

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Your company account is ready',
    });
    expect(heading).toHaveFocus();
    expect(sent()[0]).toMatchObject({ url: '/api/account/reset', method: 'POST' });
    expect(sent()[0]?.body).toEqual({ token: TOKEN, password: 'de kwast verft 2026' });
    expect(screen.getByText(/We also e-mailed them to an@dekwast.example/)).toBeVisible();

    const { codes } = registrationDone;
    const userCard = screen.getByRole('listitem', { name: 'User code' });
    expect(within(userCard).getByText(codes.userCode)).toBeVisible();
    expect(screen.getByText(codes.keyUserCode)).toBeVisible();
    expect(screen.getByText(codes.subscriptionCode)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Copy the key-user code' }));
    expect(await navigator.clipboard.readText()).toBe(codes.keyUserCode);
    const keyUserCard = screen.getByRole('listitem', { name: 'Key-user code' });
    expect(within(keyUserCard).getByRole('status')).toHaveTextContent('Copied');
    expect(within(userCard).getByRole('status')).toBeEmptyDOMElement();
  });

  it('says so when the clipboard is closed, leaving the code to select', async () => {
    fakeApi(() => jsonResponse(registrationDone));
    const { user } = await choosePassword(registrationLink, 'de kwast verft 2026');
    await screen.findByRole('heading', { level: 1, name: 'Your company account is ready' });
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy the user code' }));
    expect(await screen.findByText(/Copying did not work here/)).toBeVisible();
  });

  it('leads to the login with the user code filled in', async () => {
    fakeApi(() => jsonResponse(registrationDone));
    const { user, router } = await choosePassword(registrationLink, 'de kwast verft 2026');
    await user.click(await screen.findByRole('link', { name: 'Sign in with the user code' }));

    expect(await screen.findByRole('textbox', { name: 'Authorisation code' })).toHaveValue(
      'U7QX-M2PD-9WZR-4TNA',
    );
    // The code travels in the navigation's state, never in the address.
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
  });

  it('says a password link worked and leads to the administrator sign-in', async () => {
    fakeApi(() => jsonResponse({ kind: 'password-reset', email: 'ada@acme.example' }));
    const { user, router } = await choosePassword(resetLink, 'a brand new password');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your password is set' }),
    ).toHaveFocus();
    expect(screen.getByText(/with ada@acme.example and your new password/)).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Go to administrator sign-in' }));
    expect(await screen.findByRole('textbox', { name: 'E-mail address' })).toHaveValue(
      'ada@acme.example',
    );
    expect(router.state.location.pathname).toBe('/admin/sign-in');
  });

  it('explains an expired or used registration link, with the way to register again', async () => {
    fakeApi(() => problemResponse(403, 'link-invalid'));
    await choosePassword(registrationLink, 'de kwast verft 2026');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link has expired or was already used');
    expect(alert.parentElement).toHaveFocus();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register again' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Administrator sign-in' })).toHaveAttribute(
      'href',
      '/admin/sign-in',
    );
  });

  it('offers a new password link when a password link has expired', async () => {
    fakeApi(() => problemResponse(403, 'link-invalid'));
    await choosePassword(resetLink, 'a brand new password');
    expect(
      await screen.findByRole('link', { name: 'Ask for a new password link' }),
    ).toHaveAttribute('href', '/admin/forgot-password');
  });

  it('shows the registration failure message when the address got an account meanwhile', async () => {
    fakeApi(() => problemResponse(409, 'conflict'));
    await choosePassword(registrationLink, 'de kwast verft 2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Registration failed\./);
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('says when to try again after too many refused links', async () => {
    fakeApi(() => problemResponse(429, 'rate-limited', { 'Retry-After': '90' }));
    await choosePassword(registrationLink, 'de kwast verft 2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 2 minutes.',
    );
  });
});
