import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  activeTeam,
  plusFiveUsers,
  testCompany,
  testPlatformAdmin,
} from '../../../../testing/admin-fixtures.ts';
import { problemResponse } from '../../../../testing/fake-api.ts';
import { renderAdmin } from '../../../../testing/render-admin.tsx';

const openAsAdmin = (answer?: Parameters<typeof renderAdmin>[1]['answer']) =>
  renderAdmin(`/admin/companies/${testCompany.id}/licences`, {
    heading: 'Licences',
    self: testPlatformAdmin,
    answer,
  });

/** Date inputs take a whole `YYYY-MM-DD` at once, as a browser's date picker gives it. */
function setDate(field: HTMLElement, day: string) {
  fireEvent.change(field, { target: { value: day } });
}

describe('the licences section', () => {
  it('shows the CompanyAdmin its licences in use and every licence with its status', async () => {
    await renderAdmin('/admin/licences', { heading: 'Licences' });
    expect(await screen.findByText('3 of 25 in use')).toBeVisible();
    const team = await screen.findByRole('listitem', { name: 'Team' });
    expect(within(team).getByText('Active')).toBeVisible();
    expect(within(team).getByText('10 user licences, 3 key-user licences')).toBeVisible();
    expect(within(team).getByText('Jan 1, 2026 – Dec 31, 2026')).toBeVisible();
    const addons = screen.getByRole('listitem', { name: '+5 users × 3' });
    expect(within(addons).getByText('Add-on')).toBeVisible();
    expect(within(addons).getByText('From Jan 1, 2026, no end date')).toBeVisible();
    expect(
      within(screen.getByRole('listitem', { name: 'Trial' })).getByText('Expired'),
    ).toBeVisible();
    // Giving and cancelling licences is the Admin's.
    expect(
      screen.queryByRole('button', { name: 'Give licence or add-on' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel / })).not.toBeInTheDocument();
  });

  it('refuses an end before the start in the form, sending nothing', async () => {
    const { user, api } = await openAsAdmin();
    await user.click(await screen.findByRole('button', { name: 'Give licence or add-on' }));
    const dialog = screen.getByRole('dialog', { name: 'Give Acme Chemicals a licence or add-on' });
    const item = within(dialog).getByRole('combobox', { name: 'Licence or add-on' });
    await waitFor(() =>
      expect(within(item).getByRole('option', { name: /\+5 users/ })).toBeInTheDocument(),
    );
    await user.selectOptions(item, `addon:${plusFiveUsers.id}`);
    setDate(within(dialog).getByLabelText('Start date'), '2026-06-01');
    setDate(within(dialog).getByLabelText('End date (optional)'), '2026-05-31');
    await user.click(within(dialog).getByRole('button', { name: 'Give' }));

    expect(within(dialog).getByLabelText('End date (optional)')).toHaveAccessibleDescription(
      'Leave empty for no end date. The end date cannot be before the start date',
    );
    expect(api.sent().some((request) => request.method === 'POST')).toBe(false);
  });

  it('gives an add-on for a period, and the company’s totals change', async () => {
    const { user, api } = await openAsAdmin();
    const users = await screen.findByRole('listitem', { name: 'User licences' });
    expect(within(users).getByText('3 of 25 in use')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Give licence or add-on' }));
    const dialog = screen.getByRole('dialog', { name: 'Give Acme Chemicals a licence or add-on' });
    const item = within(dialog).getByRole('combobox', { name: 'Licence or add-on' });
    await waitFor(() =>
      expect(within(item).getByRole('option', { name: /\+5 users/ })).toBeInTheDocument(),
    );
    await user.selectOptions(item, `addon:${plusFiveUsers.id}`);
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    setDate(within(dialog).getByLabelText('Start date'), '2026-06-01');
    setDate(within(dialog).getByLabelText('End date (optional)'), '2026-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Give' }));

    expect(await screen.findByText('+5 users given to Acme Chemicals.')).toBeInTheDocument();
    expect(api.sent().find((request) => request.method === 'POST')).toMatchObject({
      url: '/api/CompanyLicenses',
      body: {
        companyId: testCompany.id,
        addonId: plusFiveUsers.id,
        quantity: 2,
        startsOn: '2026-06-01',
        endsOn: '2026-12-31',
      },
    });
    expect(await within(users).findByText('3 of 35 in use')).toBeVisible();
    expect(await screen.findByRole('listitem', { name: '+5 users × 2' })).toBeVisible();
  });

  it('says when the chosen item is no longer given to companies (409)', async () => {
    const { user } = await openAsAdmin(({ method, pathname }) =>
      method === 'POST' && pathname === '/api/CompanyLicenses'
        ? problemResponse(409, 'conflict')
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Give licence or add-on' }));
    const item = screen.getByRole('combobox', { name: 'Licence or add-on' });
    await waitFor(() =>
      expect(within(item).getByRole('option', { name: /Team/ })).toBeInTheDocument(),
    );
    await user.selectOptions(item, `licence:${activeTeam.licenseId}`);
    await user.click(screen.getByRole('button', { name: 'Give' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This item is no longer given to companies. Choose another one.',
    );
  });

  it('asks before cancelling a licence, saying what the company loses', async () => {
    const { user, api } = await openAsAdmin();
    await user.click(
      await screen.findByRole('button', { name: 'Cancel Team (Jan 1, 2026 – Dec 31, 2026)' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel Team for Acme Chemicals?' });
    expect(dialog).toHaveAccessibleDescription(
      'From today it no longer counts: the company has 10 user licences and 3 key-user licences fewer. Devices that are signed in stay signed in; new sign-ins fail while there are not enough licences.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel licence' }));
    expect(await screen.findByText('Team is cancelled.')).toBeInTheDocument();
    expect(
      api.sent().find((request) => request.url === '/api/CompanyLicenses/update')?.body,
    ).toEqual({
      id: activeTeam.id,
      quantity: 1,
      startsOn: '2026-01-01',
      endsOn: '2026-12-31',
      cancelled: true,
    });
  });
});
