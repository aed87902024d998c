import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  plusFiveUsers,
  teamLicence,
  testPlatformAdmin,
} from '../../../../testing/admin-fixtures.ts';
import { problemResponse } from '../../../../testing/fake-api.ts';
import { renderAdmin } from '../../../../testing/render-admin.tsx';

const openCatalogue = (answer?: Parameters<typeof renderAdmin>[1]['answer']) =>
  renderAdmin('/admin/catalogue', {
    heading: 'Licence catalogue',
    self: testPlatformAdmin,
    answer,
  });

describe('the licence catalogue', () => {
  it('lists the licences and add-ons with what they grant and whether they are offered', async () => {
    await openCatalogue();
    const team = await screen.findByRole('listitem', { name: 'Team' });
    expect(within(team).getByText('10 user licences, 3 key-user licences')).toBeVisible();
    expect(within(team).getByText('12 months')).toBeVisible();
    expect(within(team).getByText('Available')).toBeVisible();
    const addon = await screen.findByRole('listitem', { name: '+5 users' });
    expect(within(addon).getByText('5 user licences, 0 key-user licences')).toBeVisible();
  });

  it('adds a licence, checked by the contract before it is sent', async () => {
    const { user, api } = await openCatalogue();
    await user.click(await screen.findByRole('button', { name: 'New licence' }));
    const dialog = screen.getByRole('dialog', { name: 'New licence' });
    const users = within(dialog).getByRole('spinbutton', { name: 'User licences' });
    await user.clear(users);
    await user.type(users, '100001');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Please fill in a name',
    );
    expect(users).toHaveAccessibleDescription('Enter a whole number from 0 to 100,000');
    expect(api.sent().some((request) => request.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Site');
    await user.clear(users);
    await user.type(users, '50');
    const keyUsers = within(dialog).getByRole('spinbutton', { name: 'Key-user licences' });
    await user.clear(keyUsers);
    await user.type(keyUsers, '10');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Usual duration in months' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Site is saved.')).toBeInTheDocument();
    expect(api.sent().find((request) => request.method === 'POST')).toMatchObject({
      url: '/api/Licenses',
      body: {
        name: 'Site',
        userLicences: 50,
        keyUserLicences: 10,
        durationMonths: null,
        isAvailable: true,
      },
    });
    const site = await screen.findByRole('listitem', { name: 'Site' });
    expect(within(site).getByText('No end date')).toBeVisible();
  });

  it('withdraws an add-on, which companies that hold it keep', async () => {
    const { user, api } = await openCatalogue();
    await user.click(await screen.findByRole('button', { name: 'Edit +5 users' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit +5 users' });
    expect(dialog).toHaveAccessibleDescription(
      'New numbers count at once for every company that holds it.',
    );
    expect(within(dialog).queryByRole('spinbutton', { name: /duration/ })).not.toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Available: can be given to companies' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('+5 users is saved.')).toBeInTheDocument();
    expect(api.sent().find((request) => request.method === 'PUT')).toMatchObject({
      url: `/api/LicenseAddons/${plusFiveUsers.id}`,
      body: { name: '+5 users', userLicences: 5, keyUserLicences: 0, isAvailable: false },
    });
    expect(
      await within(screen.getByRole('listitem', { name: '+5 users' })).findByText('Withdrawn'),
    ).toBeVisible();
  });

  it('shows a refused change translated (403)', async () => {
    const { user } = await openCatalogue(({ method }) =>
      method === 'PUT' ? problemResponse(403, 'forbidden') : undefined,
    );
    await user.click(await screen.findByRole('button', { name: `Edit ${teamLicence.name}` }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account may not do this.');
  });
});
