import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { problemResponse } from '../../../../testing/fake-api.ts';
import { testCompany } from '../../../../testing/admin-fixtures.ts';
import { renderAdmin } from '../../../../testing/render-admin.tsx';

const section = () => screen.getByRole('region', { name: 'Sheets due for review' });

describe('when the company’s sheets are due for review', () => {
  it('shows the limit and the weekly e-mail, and saves them with the archive’s years', async () => {
    const { user, api } = await renderAdmin('/admin', { heading: 'Company details' });
    await screen.findByRole('region', { name: 'Sheets due for review' });
    const years = await within(section()).findByRole('combobox', { name: 'Due for review after' });
    expect(years).toHaveValue('3');
    expect(years).toHaveAccessibleDescription('From 1 to 5 years; 3 years unless you change it.');
    expect(
      within(years)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 year', '2 years', '3 years', '4 years', '5 years']);
    const digest = within(section()).getByRole('checkbox', {
      name: 'E-mail the company’s administrators and key-user contacts a weekly list of the sheets due for review',
    });
    expect(digest).toBeChecked();
    await user.selectOptions(years, '2');
    await user.click(digest);
    await user.click(within(section()).getByRole('button', { name: 'Save review settings' }));
    expect(await screen.findByText('The review settings are saved.')).toBeInTheDocument();
    const put = api.sent().find((request) => request.method === 'PUT');
    expect(put).toMatchObject({
      url: `/api/companies/${testCompany.id}/record-keeping`,
      body: { archiveRetentionYears: 40, reviewAfterYears: 2, dueDigestEnabled: false },
    });
  });

  it('shows a refused save translated (403)', async () => {
    const { user } = await renderAdmin('/admin', {
      heading: 'Company details',
      answer: ({ method, pathname }) =>
        method === 'PUT' && pathname.endsWith('/record-keeping')
          ? problemResponse(403, 'forbidden')
          : undefined,
    });
    await screen.findByRole('region', { name: 'Sheets due for review' });
    await within(section()).findByRole('combobox', { name: 'Due for review after' });
    await user.click(within(section()).getByRole('button', { name: 'Save review settings' }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'Your account may not do this.',
    );
  });
});
