import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeInterfaceLanguage } from '../../../../i18n/i18n.ts';
import { englishLocale, testCompany } from '../../../../testing/admin-fixtures.ts';
import { problemResponse } from '../../../../testing/fake-api.ts';
import { renderAdmin } from '../../../../testing/render-admin.tsx';

const localesUrl = `/api/companies/${testCompany.id}/locale`;
const openLanguages = (answer?: Parameters<typeof renderAdmin>[1]['answer']) =>
  renderAdmin('/admin/languages', { heading: 'Product languages', answer });

describe('the product languages section', () => {
  it('lists the languages by their own name, the default marked and not removable', async () => {
    await openLanguages();
    const list = await screen.findByRole('list', { name: 'Product languages' });
    const dutch = within(list).getByRole('listitem', { name: 'Nederlands (Dutch)' });
    expect(within(dutch).getByText('Default')).toBeVisible();
    expect(within(dutch).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(dutch).getByText('To remove it, make another language the default first.'),
    ).toBeVisible();
    const english = within(list).getByRole('listitem', { name: 'English' });
    expect(within(english).getByRole('button', { name: 'Make English the default' })).toBeVisible();
  });

  it('adds a supported language the company does not have yet, as the default', async () => {
    const { user, api } = await openLanguages();
    await user.click(await screen.findByRole('button', { name: 'Add language' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a product language' });
    const select = within(dialog).getByRole('combobox', { name: 'Language' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(within(select).queryByRole('option', { name: /Nederlands/ })).not.toBeInTheDocument();
    await user.selectOptions(select, 'de-DE');
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Make it the default language' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add language' }));

    expect(await screen.findByText('Deutsch (German) is added.')).toBeInTheDocument();
    expect(api.sent().find((request) => request.method === 'POST')).toMatchObject({
      url: localesUrl,
      body: { locale: 'de-DE', isDefault: true },
    });
    const german = await screen.findByRole('listitem', { name: 'Deutsch (German)' });
    expect(within(german).getByText('Default')).toBeVisible();
  });

  it('asks for a language before adding anything', async () => {
    const { user, api } = await openLanguages();
    await user.click(await screen.findByRole('button', { name: 'Add language' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a product language' });
    await user.click(within(dialog).getByRole('button', { name: 'Add language' }));
    expect(within(dialog).getByRole('combobox', { name: 'Language' })).toHaveAccessibleDescription(
      'Please choose a language',
    );
    expect(api.sent().some((request) => request.method === 'POST')).toBe(false);
  });

  it('makes another language the default', async () => {
    const { user, api } = await openLanguages();
    await user.click(await screen.findByRole('button', { name: 'Make English the default' }));
    expect(await screen.findByText('English is now the default language.')).toBeInTheDocument();
    expect(api.sent().find((request) => request.method === 'PUT')).toMatchObject({
      url: `${localesUrl}/${englishLocale.id}`,
      body: { locale: 'en-US', isDefault: true },
    });
  });

  it('asks before removing a language and says what stays', async () => {
    const { user, api } = await openLanguages();
    await user.click(await screen.findByRole('button', { name: 'Remove English' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove English?' });
    expect(dialog).toHaveAccessibleDescription(
      'It is no longer one of the company’s product languages. Products in this language stay as they are.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('English is removed.')).toBeInTheDocument();
    expect(api.sent().find((request) => request.method === 'DELETE')?.url).toBe(
      `${localesUrl}/${englishLocale.id}`,
    );
  });

  it('explains a refused removal (409) in the reader’s language', async () => {
    const { user } = await openLanguages(({ method }) =>
      method === 'DELETE' ? problemResponse(409, 'conflict') : undefined,
    );
    await changeInterfaceLanguage('nl-NL');
    await user.click(await screen.findByRole('button', { name: 'English (Engels) verwijderen' }));
    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'De standaardtaal kan niet worden verwijderd. Maak eerst een andere taal de standaardtaal.',
    );
  });
});
