import { LANGUAGE_ORDER, LOCALE_NAMES } from '@sds/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareTranslations, renderApp } from '../testing/render-app.tsx';
import { i18n, setProductionDeployment, showMissingKey } from './i18n.ts';
import { readSavedLanguage, saveLanguage, selectInterfaceLocale } from './language-preference.ts';

describe('interface language selection', () => {
  it('is English when no language was saved', () => {
    expect(readSavedLanguage()).toBeNull();
    expect(selectInterfaceLocale(readSavedLanguage())).toBe('en-US');
  });

  it.each([
    ['nl-NL', 'nl-NL'],
    ['de-DE', 'de-DE'],
    ['fr_fr', 'fr-FR'],
    ['nl', 'nl-NL'],
    ['nl-BE', 'nl-NL'],
    ['fr-CA', 'fr-FR'],
    ['de-AT', 'de-DE'],
    ['en-GB', 'en-US'],
    ['it-IT', 'it-IT'],
    ['pt', 'pt-PT'],
    ['pt-br', 'pt-BR'],
    ['zh-TW', 'zh-CN'],
    ['sr-Latn-RS', 'sr-RS'],
    ['xx-YY', 'en-US'],
    ['', 'en-US'],
  ])('picks %s as %s: exact locale, then the first two letters, then en-US', (saved, locale) => {
    expect(selectInterfaceLocale(saved)).toBe(locale);
  });

  it('remembers the chosen language under the key "language"', () => {
    saveLanguage('de-DE');
    expect(localStorage.getItem('language')).toBe('de-DE');
    expect(selectInterfaceLocale(readSavedLanguage())).toBe('de-DE');
  });
});

describe('missing translations', () => {
  it('show the key in production and [MISSING - key] otherwise', () => {
    expect(showMissingKey('search.title', true)).toBe('search.title');
    expect(showMissingKey('search.title', false)).toBe('[MISSING - search.title]');
  });

  it('follow the deployment /config.json describes', async () => {
    await prepareTranslations();
    // @ts-expect-error: the key is missing on purpose
    expect(i18n.t('no.such.key')).toBe('[MISSING - no.such.key]');
    setProductionDeployment(true);
    // @ts-expect-error: the key is missing on purpose
    expect(i18n.t('no.such.key')).toBe('no.such.key');
    setProductionDeployment(false);
  });
});

describe('language switch', () => {
  afterEach(async () => {
    await prepareTranslations('en-US');
  });

  it('offers all forty languages by their own names, in the portal’s one order', async () => {
    await renderApp('/login');
    const select = await screen.findByRole('combobox', { name: 'Language' });
    // The names load after the first screen; until then the current language alone.
    await waitFor(() => expect((select as HTMLSelectElement).options).toHaveLength(40));
    const names = [...(select as HTMLSelectElement).options].map((option) => option.text);
    expect(names).toEqual(LANGUAGE_ORDER.map((locale) => LOCALE_NAMES[locale]));
    expect(names.slice(0, 4)).toEqual(['Bosanski', 'Čeština', 'Dansk', 'Deutsch']);
    expect(names).toEqual(
      expect.arrayContaining(['Polski', 'العربية', 'עברית', '日本語', 'Српски', 'Gaeilge']),
    );
    expect(names).toEqual(expect.arrayContaining(['Português (Portugal)', 'Português (Brasil)']));
    expect(select).toHaveValue('en-US');
  });

  it('names each language in its catalogue as the table does, shown before the list loads', () => {
    const catalogues = import.meta.glob<{ language: { ownName: string } }>(
      '@sds/i18n/locales/*/common.json',
      { import: 'default', eager: true },
    );
    const ownNames = Object.fromEntries(
      Object.entries(catalogues).map(([path, file]) => [
        path.replace(/^.*\/([^/]+)\/common\.json$/, '$1'),
        file.language.ownName,
      ]),
    );
    expect(ownNames).toEqual(LOCALE_NAMES);
  });

  it('translates the screen, saves the choice and sets the document language', async () => {
    const { user } = await renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });

    const select = screen.getByRole('combobox', { name: 'Language' });
    await waitFor(() => expect((select as HTMLSelectElement).options).toHaveLength(40));
    await user.selectOptions(select, 'nl-NL');

    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('nl-NL');
    expect(document.documentElement.lang).toBe('nl-NL');
    expect(document.documentElement.dir).toBe('ltr');
    expect(screen.getByRole('combobox', { name: 'Taal' })).toHaveValue('nl-NL');
  });

  it('translates validation messages already shown', async () => {
    const { user } = await renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Fill in authorisationcode')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de-DE');

    expect(await screen.findByText('Geben Sie den Autorisierungscode ein')).toBeInTheDocument();
  });
});
