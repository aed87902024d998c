import type { Product } from '@sds/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeInterfaceLanguage } from '../../../i18n/i18n.ts';
import { fakeApi, jsonResponse } from '../../../testing/fake-api.ts';
import { acetone, productSummary, searchResponse } from '../../../testing/product-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

/** A product with formaldehyde and DEHP, flagged as the API flags them (regulatory module). */
const flagged: Product = {
  ...acetone,
  casNumbers: ['50-00-0', '117-81-7'],
  regulatoryFlags: [
    {
      kind: 'svhc',
      cas: '117-81-7',
      substance: 'Bis (2-ethylhexyl)phthalate (DEHP)',
      detail: '57c',
      listVersion: '2026-02-04',
    },
    {
      kind: 'cmr',
      cas: '50-00-0',
      substance: 'formaldehyde …%',
      detail: 'Carc. 1B',
      listVersion: '2026-04-02',
    },
    {
      kind: 'cmr',
      cas: '117-81-7',
      substance: 'DEHP',
      detail: 'Repr. 1B',
      listVersion: '2026-04-02',
    },
    {
      kind: 'authorisation',
      cas: '117-81-7',
      substance: 'DEHP',
      detail: '2015-02-21',
      listVersion: '2026-04-02',
    },
    {
      kind: 'restriction',
      cas: '50-00-0',
      substance: 'Formaldehyde',
      detail: '77',
      listVersion: '2026-02-22',
    },
  ],
};

async function openSheet(product: Product) {
  fakeApi(() => jsonResponse(product));
  await renderApp(`/product/${product.id}`, { isAuthenticated: true });
  await screen.findByRole('heading', { level: 1, name: product.name });
}

describe('regulatory flags on the sheet', () => {
  it('says each flag in words, with its list’s date and the source', async () => {
    await openSheet(flagged);
    const block = screen.getByRole('region', { name: 'Regulatory flags' });
    const items = within(block)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Substance of very high concern: Bis (2-ethylhexyl)phthalate (DEHP) (CAS 117-81-7)List of February 4, 2026',
      'Carcinogenic category 1B: formaldehyde …% (CAS 50-00-0)List of April 2, 2026',
      'Toxic to reproduction category 1B: DEHP (CAS 117-81-7)List of April 2, 2026',
      'Authorisation required (REACH Annex XIV): DEHP (CAS 117-81-7)List of April 2, 2026',
      'Restricted (REACH Annex XVII entry 77): Formaldehyde (CAS 50-00-0)List of February 22, 2026',
    ]);
    expect(within(block).getByText(/^Source: ECHA/)).toBeVisible();
  });

  it('says them in the reader’s language', async () => {
    await openSheet(flagged);
    await changeInterfaceLanguage('de-DE');
    const block = await screen.findByRole('region', { name: 'Regulatorische Hinweise' });
    expect(
      within(block).getByText('Karzinogen Kategorie 1B: formaldehyde …% (CAS 50-00-0)'),
    ).toBeVisible();
    expect(within(block).getAllByText('Liste vom 2. April 2026')).toHaveLength(3);
    await changeInterfaceLanguage('en-US');
  });

  it('shows no block for a product without flags', async () => {
    await openSheet(acetone);
    expect(screen.queryByRole('region', { name: 'Regulatory flags' })).toBeNull();
  });
});

describe('the flag badge in search results', () => {
  const hits = [
    productSummary({ regulatoryFlagKinds: ['svhc', 'cmr'] }),
    productSummary({
      id: 'b7d3a1d2-9c55-4a0e-8f43-0a5c7d1e2f30',
      name: 'Plain soap',
      regulatoryFlagKinds: [],
    }),
  ];

  it.each([
    ['a key user', 'KeyUser', 1],
    ['a user', 'User', 0],
  ] as const)('is shown to %s on a flagged hit only', async (_who, role, badges) => {
    fakeApi(() => jsonResponse(searchResponse(hits)));
    await renderApp('/search', { isAuthenticated: true, role });
    await screen.findByText('Plain soap');
    expect(screen.queryAllByText('Regulated')).toHaveLength(badges);
  });
});
