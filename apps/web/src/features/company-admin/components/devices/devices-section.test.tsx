import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testCompany, userDevice } from '../../../../testing/admin-fixtures.ts';
import { problemResponse } from '../../../../testing/fake-api.ts';
import { renderAdmin } from '../../../../testing/render-admin.tsx';
import { formatMoment } from '../shared/admin-format.ts';

const lastSeen = formatMoment(userDevice.lastSeenAt, 'en-US');

describe('the devices section', () => {
  it('lists the signed-in devices with role, app and when they were seen', async () => {
    await renderAdmin('/admin/devices', { heading: 'Devices' });
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const browser = within(list).getByRole('listitem', { name: 'Chrome on Android' });
    expect(within(browser).getByText('User')).toBeVisible();
    expect(within(browser).getByText(lastSeen)).toBeVisible();
    expect(within(browser).getByText('sds-portal-web')).toBeVisible();
    const scanner = within(list).getByRole('listitem', { name: 'ERP scanner' });
    expect(within(scanner).getByText('Key user')).toBeVisible();
  });

  it('asks before revoking, saying what it does, then signs the device out', async () => {
    const { user, api } = await renderAdmin('/admin/devices', { heading: 'Devices' });
    await user.click(
      await screen.findByRole('button', {
        name: `Revoke Chrome on Android (User), last seen ${lastSeen}`,
      }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke this device?' });
    expect(dialog).toHaveTextContent(`Chrome on Android, User, last seen ${lastSeen}.`);
    expect(dialog).toHaveTextContent(
      'It is signed out at once and its user licence is free again. Whoever uses it can sign in again with the user code; reset the code to keep them out.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('The device is signed out.')).toBeInTheDocument();
    const sent = api.sent().find((request) => request.method === 'DELETE');
    expect(sent?.url).toBe(`/api/Companies/${testCompany.id}/devices/${userDevice.id}`);
    expect(await screen.findByRole('listitem', { name: 'ERP scanner' })).toBeVisible();
    expect(screen.queryByRole('listitem', { name: 'Chrome on Android' })).not.toBeInTheDocument();
  });

  it('says the device was already signed out when the server no longer finds it (404)', async () => {
    const { user } = await renderAdmin('/admin/devices', {
      heading: 'Devices',
      answer: ({ method }) => (method === 'DELETE' ? problemResponse(404, 'not-found') : undefined),
    });
    await user.click(await screen.findByRole('button', { name: /^Revoke ERP scanner/ }));
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This device was already signed out. The list shows the devices signed in now.',
    );
  });

  it('names a device, and shows its browser and system beside the name', async () => {
    const { user, api } = await renderAdmin('/admin/devices', { heading: 'Devices' });
    await user.click(await screen.findByRole('button', { name: 'Rename Chrome on Android' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename Chrome on Android' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.type(field, 'x'.repeat(61));
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(dialog).toHaveTextContent('This is too long: at most 60 characters');
    await user.clear(field);
    await user.type(field, '  Reception tablet ');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));

    expect(await screen.findByText('The device is now called Reception tablet.')).toBeVisible();
    const sent = api.sent().find((request) => request.method === 'PUT');
    expect(sent?.url).toBe(`/api/Companies/${testCompany.id}/devices/${userDevice.id}/label`);
    expect(sent?.body).toEqual({ label: 'Reception tablet' });
    const named = await screen.findByRole('listitem', { name: 'Reception tablet' });
    expect(within(named).getByText('Chrome on Android')).toBeVisible();
  });

  it('says when no device is signed in', async () => {
    await renderAdmin('/admin/devices', {
      heading: 'Devices',
      answer: ({ pathname, method }) =>
        pathname.endsWith('/devices') && method === 'GET'
          ? Response.json({ items: [] })
          : undefined,
    });
    expect(await screen.findByText('No device is signed in.')).toBeVisible();
  });
});
