import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';

describe('login form', () => {
  it('asks for the authorisation code when it is submitted empty', async () => {
    const { user } = await renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));

    const field = screen.getByRole('textbox', { name: 'Authorisation code' });
    expect(screen.getByText('Fill in authorisationcode')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Fill in authorisationcode/);
    expect(field).toHaveFocus();
  });

  it('counts a code of spaces as empty and clears the message once a code is typed', async () => {
    const { user } = await renderApp('/login');
    const field = await screen.findByRole('textbox', { name: 'Authorisation code' });
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Fill in authorisationcode')).toBeInTheDocument();

    await user.type(field, 'K7QX');
    expect(screen.queryByText('Fill in authorisationcode')).not.toBeInTheDocument();
  });

  it('leads to the registration of a free company account', async () => {
    const { user, router } = await renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Create a free company account' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create a free company account' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });
});

describe('registration form', () => {
  it('asks for company name, name and e-mail address when submitted empty', async () => {
    const { user } = await renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Please fill in your company name')).toBeInTheDocument();
    expect(screen.getByText('Please fill in your name')).toBeInTheDocument();
    expect(screen.getByText('Please fill in your e-mail address')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveFocus();
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

  it('accepts a complete form', async () => {
    const { user } = await renderApp('/register');
    await user.type(await screen.findByRole('textbox', { name: 'Company name' }), 'Acme');
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Your e-mail address' }), 'ada@acme.eu');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('This is not yet available.')).toBeInTheDocument();
    expect(screen.queryByText(/Please fill in/)).not.toBeInTheDocument();
  });
});
