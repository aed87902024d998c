import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { erpKey, testCompany } from '../../../../testing/admin-fixtures.ts';
import { problemResponse } from '../../../../testing/fake-api.ts';
import { renderAdmin } from '../../../../testing/render-admin.tsx';

const NEW_KEY = 'sdsk_N3wKeyShownOnce0123456789abcdefghijk';
const keysUrl = `/api/Companies/${testCompany.id}/apikey`;
const openKeys = (answer?: Parameters<typeof renderAdmin>[1]['answer']) =>
  renderAdmin('/admin/api-keys', { heading: 'API keys', answer });

describe('the API keys section', () => {
  it('lists the keys by name and first characters, whether they work and when last used', async () => {
    await openKeys();
    const card = await screen.findByRole('listitem', { name: 'ERP' });
    expect(within(card).getByText('Enabled')).toBeVisible();
    expect(within(card).getByText(`${erpKey.prefix}…`)).toBeVisible();
    expect(within(card).getByText('Last used')).toBeVisible();
  });

  it('creates a key with a name and shows it once, with Copy and a warning', async () => {
    const { user, api } = await openKeys();
    await screen.findByRole('listitem', { name: 'ERP' });
    await user.click(screen.getByRole('button', { name: 'New API key' }));
    const dialog = screen.getByRole('alertdialog', { name: 'New API key' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Intranet');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('alertdialog', { name: 'The API key for Intranet' });
    expect(within(shown).getByText(NEW_KEY)).toBeVisible();
    expect(shown).toHaveTextContent('Copy the key now: it is shown only this once.');
    expect(api.sent().find((request) => request.method === 'POST')).toMatchObject({
      url: keysUrl,
      body: { name: 'Intranet' },
    });
    await user.click(within(shown).getByRole('button', { name: 'Copy the new API key' }));
    expect(await navigator.clipboard.readText()).toBe(NEW_KEY);

    await user.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Intranet' })).toBeVisible();
    expect(screen.queryByText(NEW_KEY)).not.toBeInTheDocument();
  });

  it('asks for a name before creating anything', async () => {
    const { user, api } = await openKeys();
    await user.click(await screen.findByRole('button', { name: 'New API key' }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'For example: ERP, intranet Please give the key a name',
    );
    expect(api.sent().some((request) => request.method === 'POST')).toBe(false);
  });

  it('says when the company has all the keys it may have (409)', async () => {
    const { user } = await openKeys(({ method }) =>
      method === 'POST' ? problemResponse(409, 'conflict') : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'New API key' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Intranet');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This company already has the most API keys it can have. Delete one first.',
    );
  });

  it('asks before disabling a key, and enables it again without asking', async () => {
    const { user, api } = await openKeys();
    await user.click(await screen.findByRole('button', { name: 'Disable ERP' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Disable ERP?' });
    expect(dialog).toHaveAccessibleDescription(
      'A system that uses this key can no longer read your products until you enable it again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('ERP is disabled.')).toBeInTheDocument();
    expect(api.sent().filter((request) => request.method === 'PUT')[0]).toMatchObject({
      url: `${keysUrl}/${erpKey.id}`,
      body: { name: 'ERP', enabled: false },
    });

    await user.click(await screen.findByRole('button', { name: 'Enable ERP' }));
    await waitFor(() =>
      expect(api.sent().filter((request) => request.method === 'PUT')[1]?.body).toEqual({
        name: 'ERP',
        enabled: true,
      }),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('renames a key, keeping whether it works', async () => {
    const { user, api } = await openKeys();
    await user.click(await screen.findByRole('button', { name: 'Rename ERP' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'ERP production');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('The key is now called ERP production.')).toBeInTheDocument();
    expect(api.sent().find((request) => request.method === 'PUT')?.body).toEqual({
      name: 'ERP production',
      enabled: true,
    });
  });

  it('asks before deleting a key for good, then deletes it', async () => {
    const { user, api } = await openKeys();
    await user.click(await screen.findByRole('button', { name: 'Delete ERP' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete ERP?' });
    expect(dialog).toHaveAccessibleDescription(
      'A system that uses this key can no longer read your products, for good: a deleted key never works again. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('ERP is deleted.')).toBeInTheDocument();
    expect(api.sent().find((request) => request.method === 'DELETE')?.url).toBe(
      `${keysUrl}/${erpKey.id}`,
    );
    expect(await screen.findByText('No API keys yet.')).toBeVisible();
    // Its card is gone: focus goes to the screen's heading, not to the page's body.
    expect(screen.getByRole('heading', { level: 1, name: 'API keys' })).toHaveFocus();
  });

  it('shows a key that is gone meanwhile as such (404)', async () => {
    const { user } = await openKeys(({ method }) =>
      method === 'DELETE' ? problemResponse(404, 'not-found') : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete ERP' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This API key is no longer there. The list shows the company’s keys now.',
    );
  });
});
