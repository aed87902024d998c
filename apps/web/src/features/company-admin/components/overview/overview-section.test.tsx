import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testCompany, testPlatformAdmin } from '../../../../testing/admin-fixtures.ts';
import { problemResponse } from '../../../../testing/fake-api.ts';
import { renderAdmin } from '../../../../testing/render-admin.tsx';

describe('the company overview', () => {
  it('shows the CompanyAdmin its company at /admin: name, licences in use and free', async () => {
    await renderAdmin('/admin', { heading: 'Company details' });
    expect(await screen.findByRole('textbox', { name: 'Company name' })).toHaveValue(
      'Acme Chemicals',
    );
    const users = screen.getByRole('listitem', { name: 'User licences' });
    expect(within(users).getByText('3 of 25 in use')).toBeVisible();
    expect(within(users).getByText('22 available')).toBeVisible();
    const keyUsers = screen.getByRole('listitem', { name: 'Key-user licences' });
    expect(within(keyUsers).getByText('5 of 5 in use')).toBeVisible();
    expect(
      within(keyUsers).getByText('None available: the next device of this kind cannot sign in.'),
    ).toBeVisible();
    expect(
      screen.getByRole('navigation', { name: 'Administration of Acme Chemicals' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Company' })).toHaveAttribute('aria-current', 'page');
    // Deleting a company is the Admin's.
    expect(screen.queryByRole('button', { name: /Delete company/ })).not.toBeInTheDocument();
  });

  it('renames the company and says so', async () => {
    const { user, api } = await renderAdmin('/admin', { heading: 'Company details' });
    const name = await screen.findByRole('textbox', { name: 'Company name' });
    await user.clear(name);
    await user.type(name, '  Acme Chemicals Europe ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(await screen.findByText('The company name is saved.')).toBeInTheDocument();
    const put = api.sent().find((request) => request.method === 'PUT');
    expect(put).toMatchObject({
      url: `/api/Companies/${testCompany.id}`,
      body: { name: 'Acme Chemicals Europe' },
    });
    await waitFor(() =>
      expect(screen.getByText('Acme Chemicals Europe', { selector: 'p' })).toBeVisible(),
    );
  });

  it('asks for a name before sending anything', async () => {
    const { user, api } = await renderAdmin('/admin', { heading: 'Company details' });
    await user.clear(await screen.findByRole('textbox', { name: 'Company name' }));
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveAccessibleDescription(
      'Please fill in the company name',
    );
    expect(api.sent().some((request) => request.method === 'PUT')).toBe(false);
  });

  it('shows a refused rename translated (403)', async () => {
    const { user } = await renderAdmin('/admin', {
      heading: 'Company details',
      answer: ({ method }) => (method === 'PUT' ? problemResponse(403, 'forbidden') : undefined),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Company name' }), ' B.V.');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account may not do this.');
  });

  it('says the company is not there when the server does not find it (404)', async () => {
    await renderAdmin('/admin', {
      heading: 'Company administration',
      answer: ({ pathname }) =>
        pathname === `/api/Companies/${testCompany.id}`
          ? problemResponse(404, 'not-found')
          : undefined,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This company does not exist (any more), or it is not one you administer.',
    );
  });
});

describe('deleting a company (Admin)', () => {
  const openAsAdmin = () =>
    renderAdmin(`/admin/companies/${testCompany.id}`, {
      heading: 'Company details',
      self: testPlatformAdmin,
    });

  it('names the company and what goes with it, and sends nothing on Cancel', async () => {
    const { user, api } = await openAsAdmin();
    await user.click(await screen.findByRole('button', { name: 'Delete company…' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Acme Chemicals?' });
    expect(dialog).toHaveAccessibleDescription(
      'Acme Chemicals is deleted with everything of it: its products and their documents, its codes, administrator accounts, devices, API keys, licences and languages. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.sent().some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('asks again when devices are still signed in (409), then signs them out and deletes', async () => {
    const { user, api, router } = await openAsAdmin();
    await user.click(await screen.findByRole('button', { name: 'Delete company…' }));
    await user.click(screen.getByRole('button', { name: 'Delete company' }));

    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription(
        'Phones and computers of Acme Chemicals are still signed in. Sign them out and delete the company with everything of it? This cannot be undone.',
      ),
    );
    const deletes = () => api.sent().filter((request) => request.method === 'DELETE');
    expect(deletes()[0]?.url).toBe(`/api/Companies/${testCompany.id}`);

    await user.click(within(dialog).getByRole('button', { name: 'Sign out and delete' }));
    expect(await screen.findByText('Acme Chemicals is deleted.')).toBeInTheDocument();
    expect(deletes()[1]?.url).toBe(`/api/Companies/${testCompany.id}?force=true`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/companies'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  });
});
