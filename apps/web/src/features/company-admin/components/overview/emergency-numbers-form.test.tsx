import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testCompany } from '../../../../testing/admin-fixtures.ts';
import { renderAdmin } from '../../../../testing/render-admin.tsx';

const section = () => screen.getByRole('region', { name: 'Emergency numbers' });

describe('the company’s emergency numbers', () => {
  it('offers a country’s numbers with their source and saves them', async () => {
    const { user, api } = await renderAdmin('/admin', { heading: 'Company details' });
    await screen.findByRole('region', { name: 'Emergency numbers' });
    const country = await within(section()).findByRole('combobox', { name: 'Country' });
    await user.selectOptions(country, 'BE');
    expect(within(section()).getByRole('link', { name: 'Source' })).toHaveAttribute(
      'href',
      'https://www.antigifcentrum.be',
    );
    await user.click(
      within(section()).getByRole('button', { name: 'Fill in this country’s numbers' }),
    );
    expect(within(section()).getByRole('textbox', { name: 'Emergency number' })).toHaveValue('112');
    expect(within(section()).getByRole('textbox', { name: 'Poison centre' })).toHaveValue(
      '070 245 245',
    );
    await user.click(within(section()).getByRole('button', { name: 'Save numbers' }));
    expect(await screen.findByText('The emergency numbers are saved.')).toBeInTheDocument();
    const put = api.sent().find((request) => request.method === 'PUT');
    expect(put).toMatchObject({
      url: `/api/companies/${testCompany.id}/emergency-numbers`,
      body: { country: 'BE', emergencyNumber: '112', poisonCentreNumber: '070 245 245' },
    });
  });

  it('says which number a phone cannot dial, and sends nothing', async () => {
    const { user, api } = await renderAdmin('/admin', { heading: 'Company details' });
    await screen.findByRole('region', { name: 'Emergency numbers' });
    const emergency = await within(section()).findByRole('textbox', { name: 'Emergency number' });
    await user.type(emergency, 'call Jan');
    await user.click(within(section()).getByRole('button', { name: 'Save numbers' }));
    expect(emergency).toHaveAccessibleDescription('Use digits, spaces and + ( ) . / - only.');
    expect(api.sent().some((request) => request.method === 'PUT')).toBe(false);
  });

  it('fills in no poison-centre number that was not checked on its centre’s page', async () => {
    const { user } = await renderAdmin('/admin', { heading: 'Company details' });
    await screen.findByRole('region', { name: 'Emergency numbers' });
    const country = await within(section()).findByRole('combobox', { name: 'Country' });
    await user.selectOptions(country, 'DE');
    expect(
      within(section()).getByText(/^Look up the number of .+ on the source page and enter it/),
    ).toBeVisible();
    await user.click(
      within(section()).getByRole('button', { name: 'Fill in this country’s numbers' }),
    );
    expect(within(section()).getByRole('textbox', { name: 'Emergency number' })).toHaveValue('112');
    expect(within(section()).getByRole('textbox', { name: 'Poison centre' })).toHaveValue('');
  });
});
