import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../testing/fake-api.ts';
import { testCompany } from '../../../../testing/admin-fixtures.ts';
import { renderAdmin } from '../../../../testing/render-admin.tsx';

const section = () => screen.getByRole('region', { name: 'Sheets due for review' });
const contactsField = () => within(section()).findByRole('textbox', { name: 'Key-user contacts' });
const hint =
  'The e-mail addresses of the people who act as key users, one per line, up to 20. They get the weekly e-mail too; remove an address to stop it.';

async function renderWithContacts(keyUserContacts: string[]) {
  const rendered = await renderAdmin('/admin', {
    heading: 'Company details',
    answer: ({ method, pathname }) =>
      method === 'GET' && pathname.endsWith('/record-keeping')
        ? jsonResponse({
            archiveRetentionYears: 40,
            reviewAfterYears: 3,
            dueDigestEnabled: true,
            keyUserContacts,
          })
        : undefined,
  });
  await screen.findByRole('region', { name: 'Sheets due for review' });
  return rendered;
}

const sentPut = (api: { sent(): { method: string; url: string; body?: unknown }[] }) =>
  api.sent().find((request) => request.method === 'PUT');

describe('the key-user contacts the weekly digest goes to', () => {
  it('shows the saved addresses one per line, and saves what is typed, each address once', async () => {
    const { user, api } = await renderWithContacts(['lab@acme.example', 'store@acme.example']);
    const field = await contactsField();
    expect(field).toHaveValue('lab@acme.example\nstore@acme.example');
    expect(field).toHaveAccessibleDescription(hint);
    await user.clear(field);
    await user.type(
      field,
      ' safety@acme.example {Enter}{Enter}Lab@acme.example{Enter}lab@ACME.example',
    );
    await user.click(within(section()).getByRole('button', { name: 'Save review settings' }));
    expect(await screen.findByText('The review settings are saved.')).toBeInTheDocument();
    expect(await contactsField()).toHaveValue('safety@acme.example\nLab@acme.example');
    expect(sentPut(api)).toMatchObject({
      url: `/api/companies/${testCompany.id}/record-keeping`,
      body: {
        archiveRetentionYears: 40,
        reviewAfterYears: 3,
        dueDigestEnabled: true,
        keyUserContacts: ['safety@acme.example', 'Lab@acme.example'],
      },
    });
  });

  it('says which line is not an address, tied to the field, and sends nothing', async () => {
    const { user, api } = await renderWithContacts([]);
    const field = await contactsField();
    expect(field).toHaveValue('');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.type(field, 'lab@acme.example{Enter}store at acme');
    // Not while typing: once the field is left.
    expect(within(section()).queryByText(/is not an e-mail address/)).not.toBeInTheDocument();
    await user.tab();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      `${hint} Line 2 is not an e-mail address: store at acme`,
    );
    await user.click(within(section()).getByRole('button', { name: 'Save review settings' }));
    expect(field).toHaveFocus();
    expect(sentPut(api)).toBeUndefined();
  });

  it('refuses more than 20 addresses on saving', async () => {
    const { user, api } = await renderWithContacts(
      Array.from({ length: 20 }, (_, index) => `key${index}@acme.example`),
    );
    const field = await contactsField();
    await user.type(field, '{Enter}one-more@acme.example');
    await user.click(within(section()).getByRole('button', { name: 'Save review settings' }));
    expect(field).toHaveAccessibleDescription(`${hint} At most 20 addresses; there are 21.`);
    expect(sentPut(api)).toBeUndefined();
  });
});
