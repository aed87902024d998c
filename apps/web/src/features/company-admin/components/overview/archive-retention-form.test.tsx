import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { problemResponse } from '../../../../testing/fake-api.ts';
import { testCompany } from '../../../../testing/admin-fixtures.ts';
import { renderAdmin } from '../../../../testing/render-admin.tsx';

const section = () => screen.getByRole('region', { name: 'Archive retention' });
const years = () => within(section()).findByRole('textbox', { name: 'Years to keep' });

describe('the company’s archive retention', () => {
  it('shows the years kept and saves new ones', async () => {
    const { user, api } = await renderAdmin('/admin', { heading: 'Company details' });
    await screen.findByRole('region', { name: 'Archive retention' });
    const field = await years();
    expect(field).toHaveValue('40');
    expect(field).toHaveAccessibleDescription('From 1 to 100 years; 40 unless you change it.');
    await user.clear(field);
    await user.type(field, '50');
    await user.click(within(section()).getByRole('button', { name: 'Save retention' }));
    expect(await screen.findByText('The archive retention is saved.')).toBeInTheDocument();
    const put = api.sent().find((request) => request.method === 'PUT');
    expect(put).toMatchObject({
      url: `/api/companies/${testCompany.id}/record-keeping`,
      body: { archiveRetentionYears: 50 },
    });
  });

  it.each(['0', '101', '2.5', 'forty'])('refuses %s years and sends nothing', async (typed) => {
    const { user, api } = await renderAdmin('/admin', { heading: 'Company details' });
    await screen.findByRole('region', { name: 'Archive retention' });
    const field = await years();
    await user.clear(field);
    await user.type(field, typed);
    await user.click(within(section()).getByRole('button', { name: 'Save retention' }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Enter a whole number of years from 1 to 100.'),
    );
    expect(api.sent().some((request) => request.method === 'PUT')).toBe(false);
  });

  it('shows a refused save translated (403)', async () => {
    const { user } = await renderAdmin('/admin', {
      heading: 'Company details',
      answer: ({ method, pathname }) =>
        method === 'PUT' && pathname.endsWith('/record-keeping')
          ? problemResponse(403, 'forbidden')
          : undefined,
    });
    await screen.findByRole('region', { name: 'Archive retention' });
    await years();
    await user.click(within(section()).getByRole('button', { name: 'Save retention' }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'Your account may not do this.',
    );
  });
});
