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
