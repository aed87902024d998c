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
    const browser = within(list).getByRole('listitem', { name: 'SDS Portal in a browser' });
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
        name: `Revoke SDS Portal in a browser (User), last seen ${lastSeen}`,
      }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke this device?' });
    expect(dialog).toHaveTextContent(`SDS Portal in a browser, User, last seen ${lastSeen}.`);
    expect(dialog).toHaveTextContent(
      'It is signed out at once and its user licence is free again. Whoever uses it can sign in again with the user code; reset the code to keep them out.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('The device is signed out.')).toBeInTheDocument();
    const sent = api.sent().find((request) => request.method === 'DELETE');
    expect(sent?.url).toBe(`/api/Companies/${testCompany.id}/devices/${userDevice.id}`);
    expect(await screen.findByRole('listitem', { name: 'ERP scanner' })).toBeVisible();
    expect(
      screen.queryByRole('listitem', { name: 'SDS Portal in a browser' }),
    ).not.toBeInTheDocument();
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
