import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldProblemResponse } from '../../../testing/account-fixtures.ts';
import { fakeApi, pendingResponse, problemResponse } from '../../../testing/fake-api.ts';
import { prepareTranslations, renderApp } from '../../../testing/render-app.tsx';

const FAILED =
  'Registration failed. Check if the information entered is valid and if a user with the given e-mail address does not yet exist.';
const SENT = 'Check your e-mail to finish the account creation';

async function fillIn(options: { isAuthenticated?: boolean } = {}) {
  const view = await renderApp('/register', options);
  await view.user.type(await screen.findByRole('textbox', { name: 'Company name' }), ' Acme ');
  await view.user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ada');
  await view.user.type(screen.getByRole('textbox', { name: 'Your e-mail address' }), 'ada@acme.eu');
  await view.user.click(screen.getByRole('button', { name: 'Create account' }));
  return view;
}

describe('registration form', () => {
  it('asks for company name, name and e-mail address when submitted empty', async () => {
    const { sent } = fakeApi(() => new Response(null, { status: 202 }));
    const { user } = await renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Please fill in your company name')).toBeInTheDocument();
    expect(screen.getByText('Please fill in your name')).toBeInTheDocument();
    expect(screen.getByText('Please fill in your e-mail address')).toBeInTheDocument();
    const companyName = screen.getByRole('textbox', { name: 'Company name' });
    expect(companyName).toHaveFocus();
    expect(companyName).toHaveAccessibleDescription('Please fill in your company name');
    expect(sent()).toHaveLength(0);
  });

  it('asks for a valid e-mail address when the address cannot be one', async () => {
    const { user } = await renderApp('/register');
    await user.type(await screen.findByRole('textbox', { name: 'Company name' }), 'Acme');
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Your e-mail address' }), 'ada@acme');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Please fill in a valid e-mail address')).toBeInTheDocument();
    expect(screen.queryByText('Please fill in your company name')).not.toBeInTheDocument();
  });

  it('sends the registration and then says to check the e-mail sent to the address', async () => {
    const { sent } = fakeApi(() => new Response(null, { status: 202 }));
    await fillIn();

    const message = await screen.findByRole('status');
    expect(message).toHaveTextContent(SENT);
    expect(message).toHaveTextContent('We sent a link to ada@acme.eu.');
    expect(message).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Company name' })).not.toBeInTheDocument();
    const [request] = sent();
    expect(request).toMatchObject({ url: '/api/account', method: 'POST' });
    expect(request?.body).toEqual({ companyName: 'Acme', name: 'Ada', email: 'ada@acme.eu' });
  });

  it('sends no device credentials, even from a signed-in device', async () => {
    const { sent } = fakeApi(() => new Response(null, { status: 202 }));
    await fillIn({ isAuthenticated: true });
    await screen.findByText(SENT);
    expect(sent()[0]?.headers.has('AuthCode')).toBe(false);
    expect(sent()[0]?.headers.has('DeviceId')).toBe(false);
    expect(sent()[0]?.headers.has('Authorization')).toBe(false);
  });

  it('lets the form be sent again, with what was typed, from the message', async () => {
    fakeApi(() => new Response(null, { status: 202 }));
    const { user } = await fillIn();
    await user.click(await screen.findByRole('button', { name: 'Register again' }));
    const email = screen.getByRole('textbox', { name: 'Your e-mail address' });
    expect(email).toHaveValue('ada@acme.eu');
    expect(email).toHaveFocus();
  });

  it('shows the registration failure message and marks the fields the server refused', async () => {
    fakeApi(() =>
      fieldProblemResponse([
        { path: 'body.name', code: 'too_big' },
        { path: 'body.email', code: 'invalid_format' },
      ]),
    );
    await fillIn();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FAILED);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveAccessibleDescription(
      'This is too long: at most 200 characters',
    );
    expect(
      screen.getByRole('textbox', { name: 'Your e-mail address' }),
    ).toHaveAccessibleDescription('Please fill in a valid e-mail address');
    expect(screen.getByRole('textbox', { name: 'Company name' })).not.toHaveAttribute(
      'aria-invalid',
    );
  });

  it('shows the registration failure message for a conflict too', async () => {
    fakeApi(() => problemResponse(409, 'conflict'));
    await fillIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
  });

  it('says when to try again after too many registrations', async () => {
    fakeApi(() => problemResponse(429, 'rate-limited', { 'Retry-After': '1500' }));
    await fillIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 25 minutes.',
    );
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  });

  it('cannot be sent twice while the first one is on its way', async () => {
    const pending = pendingResponse();
    const { sent } = fakeApi(() => pending.response);
    const { user } = await fillIn();
    const button = screen.getByRole('button', { name: 'Create account' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(sent()).toHaveLength(1);
    pending.answer(new Response(null, { status: 202 }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
  });

  describe('in another language', () => {
    afterEach(() => prepareTranslations('en-US'));

    it('loads its texts with the screen, and again for a new language', async () => {
      const { user } = await renderApp('/register');
      await screen.findByRole('heading', { level: 1, name: 'Create a free company account' });
      // The list of languages loads after the first screen.
      await screen.findByRole('option', { name: 'Nederlands' });
      await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'nl-NL');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Gratis bedrijfsaccount aanmaken' }),
      ).toBeVisible();
      expect(screen.getByRole('textbox', { name: 'Bedrijfsnaam' })).toBeVisible();
    });
  });
});
