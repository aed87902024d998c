import type { Product } from '@sds/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeInterfaceLanguage } from '../../../i18n/i18n.ts';
import {
  fakeApi,
  jsonResponse,
  problemResponse,
  type SentRequest,
} from '../../../testing/fake-api.ts';
import { acetone } from '../../../testing/product-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const SPEC_SECTIONS = [
  'Hazards for man and the environment',
  'First Aid',
  'Fire prevention (fire fighting measures)',
  'Clean up spilled product',
  'Hygiene measures',
  'Personal protection equipment',
  'Storage and ADR',
  'Usage and methods',
  'Wastemanagement',
  'H-statements/EUH-statements',
  'P-statements',
];

const NO_NUMBERS = { country: null, emergencyNumber: null, poisonCentreNumber: null };
const COMPANY_LOCALES = ['nl-NL', 'en-US', 'de-DE', 'fr-FR', 'pl-PL', 'it-IT'];
const BELGIAN_NUMBERS = {
  country: 'BE',
  emergencyNumber: '112',
  poisonCentreNumber: '070 245 245',
};

async function openSheet(
  product: Product = acetone,
  path = `/product/${product.id}`,
  role: 'User' | 'KeyUser' = 'User',
  numbers: object = BELGIAN_NUMBERS,
) {
  const api = fakeApi((request) => {
    if (request.url === '/api/emergency-numbers') return jsonResponse(numbers);
    if (request.url === '/api/product-locales') return jsonResponse({ items: COMPANY_LOCALES });
    return jsonResponse(product);
  });
  const view = await renderApp(path, { isAuthenticated: true, role });
  await screen.findByRole('heading', { level: 1, name: product.name });
  return { ...view, ...api };
}

const section = (name: string) => screen.getByRole('region', { name });
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('the product sheet', () => {
  it('shows the eleven sections with their fixed headings in their fixed order', async () => {
    await openSheet();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.filter((heading) => SPEC_SECTIONS.includes(heading ?? ''))).toEqual(
      SPEC_SECTIONS,
    );
  });

  it('shows the company, the signal word and the pictograms by name', async () => {
    await openSheet();
    expect(screen.getByText('Demo Chemicals B.V.')).toBeVisible();
    const label = screen.getByRole('region', { name: 'Hazard label' });
    expect(within(label).getByText('DANGER')).toBeVisible();
    expect(within(label).getByRole('img', { name: 'Flammable' })).toHaveAttribute(
      'src',
      '/pictograms/GHS02.svg',
    );
    expect(within(label).getByRole('img', { name: 'Harmful/irritant' })).toHaveAttribute(
      'src',
      '/pictograms/GHS07.svg',
    );
  });

  it('names the company that shares a product of another company (a subscription)', async () => {
    await openSheet({
      ...acetone,
      companyId: '6b2c3d4e-5f60-4b7c-9d8e-0f1a2b3c4d5e',
      companyName: 'Solvents United GmbH',
    });
    expect(screen.getByText('Shared by Solvents United GmbH')).toBeVisible();
  });

  it('offers a key user Edit on the company’s own products, not on a shared one', async () => {
    const shared = {
      ...acetone,
      id: '7c3d4e5f-6071-4c8d-8e9f-1a2b3c4d5e6f',
      companyId: '6b2c3d4e-5f60-4b7c-9d8e-0f1a2b3c4d5e',
      companyName: 'Solvents United GmbH',
    };
    const own = await openSheet(acetone, `/product/${acetone.id}`, 'KeyUser');
    expect(screen.getByRole('link', { name: 'Edit' })).toBeVisible();
    own.unmount();
    await openSheet(shared, `/product/${shared.id}`, 'KeyUser');
    expect(screen.getByText('Shared by Solvents United GmbH')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('shows UN number, ADR class, packing group, CAS, Contains and Remarks', async () => {
    await openSheet();
    expect(fact('UN number')).toHaveTextContent('1090');
    expect(fact('ADR class')).toHaveTextContent('3');
    expect(fact('Packing group')).toHaveTextContent('II');
    expect(fact('CAS number')).toHaveTextContent('67-64-1');
    expect(fact('Contains')).toHaveTextContent(acetone.contains);
    expect(fact('Remarks')).toHaveTextContent(acetone.remarks);
  });

  it('offers the company’s emergency numbers and the supplier’s as links that call them', async () => {
    await openSheet();
    const calls = screen.getByRole('region', { name: 'In an emergency' });
    await within(calls).findByRole('link', { name: /Poison centre/ });
    const links = within(calls).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Emergency number112', 'tel:112'],
      ['Poison centre070 245 245', 'tel:070245245'],
      [`Emergency telephone${acetone.emergencyPhone!}`, 'tel:+441632960102'],
    ]);
    expect(screen.queryByText('Emergency telephone', { selector: 'dt' })).toBeNull();
  });

  it('says when the company has set no emergency numbers, and still offers the supplier’s', async () => {
    await openSheet(acetone, `/product/${acetone.id}`, 'User', NO_NUMBERS);
    const calls = screen.getByRole('region', { name: 'In an emergency' });
    expect(
      await within(calls).findByText('Your company has not set its emergency numbers yet.'),
    ).toBeVisible();
    expect(within(calls).getByRole('link')).toHaveAttribute('href', 'tel:+441632960102');
  });

  it('keeps the storage class with storage', async () => {
    await openSheet();
    const storage = section('Storage and ADR');
    expect(
      within(storage).getByText('Storage class (TRGS 510)').nextElementSibling,
    ).toHaveTextContent('3');
  });

  it('lists H/EUH and P statements with code and text', async () => {
    await openSheet();
    const hazardStatements = within(section('H-statements/EUH-statements')).getAllByRole(
      'listitem',
    );
    expect(hazardStatements.map((item) => item.textContent)).toEqual([
      'H225Highly flammable liquid and vapour.',
      'EUH066Repeated exposure may cause skin dryness or cracking.',
    ]);
    const [combined] = within(section('P-statements')).getAllByRole('listitem');
    expect(within(combined!).getByText('P305+P351+P338')).toBeVisible();
    expect(combined).toHaveTextContent('IF IN EYES: Rinse cautiously');
  });

  it('shows the statements in the reader’s language from the official texts', async () => {
    const product: Product = {
      ...acetone,
      pStatements: [
        { code: 'P370+P378', text: 'In case of fire: Use water spray to extinguish.' },
        { code: 'P301+P330', text: 'IF SWALLOWED: Rinse mouth.' },
        { code: 'P999', text: 'Own text of the supplier.' },
      ],
    };
    const officialDutch = [
      { code: 'H225', text: 'Licht ontvlambare vloeistof en damp.' },
      {
        code: 'EUH066',
        text: 'Herhaalde blootstelling kan een droge of gebarsten huid veroorzaken.',
      },
      { code: 'P370+P378', text: 'In geval van brand: blussen met …' },
      { code: 'P301', text: 'NA INSLIKKEN:' },
      { code: 'P330', text: 'De mond spoelen.' },
    ];
    const { sent } = fakeApi((request) =>
      jsonResponse(request.url.startsWith('/api/statements') ? { items: officialDutch } : product),
    );
    await renderApp(`/product/${product.id}`, { isAuthenticated: true, role: 'User' });
    await screen.findByRole('heading', { level: 1, name: product.name });
    await act(() => changeInterfaceLanguage('nl-NL'));

    const hazards = section('H-zinnen/EUH-zinnen');
    expect(
      await within(hazards).findByText('Licht ontvlambare vloeistof en damp.'),
    ).toHaveAttribute('lang', 'nl-NL');
    const [fire, swallowed, own] = within(section('P-zinnen')).getAllByRole('listitem');
    // A blank in the official text: the supplier's own words stay beneath it.
    expect(fire).toHaveTextContent('In geval van brand: blussen met …');
    expect(
      within(fire!).getByText('In case of fire: Use water spray to extinguish.'),
    ).toHaveAttribute('lang', 'en-US');
    expect(fire).toHaveTextContent('Engels: In case of fire');
    expect(swallowed).toHaveTextContent('P301+P330NA INSLIKKEN: De mond spoelen.');
    expect(own).toHaveTextContent('P999Own text of the supplier.');
    expect(sent().map((request) => request.url)).toContain('/api/statements?locale=nl-NL');
  });

  it('keeps the product’s own statements when the reader’s language has no official texts', async () => {
    const { sent } = await openSheet();
    await act(() => changeInterfaceLanguage('ja-JP'));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'ja-JP'));
    const hazards = document.getElementById('sheet-hStatements');
    const [flammable] = within(hazards!).getAllByRole('listitem');
    expect(flammable).toHaveTextContent('H225Highly flammable liquid and vapour.');
    expect(sent().some((request) => request.url.startsWith('/api/statements'))).toBe(false);
  });

  it('keeps each line of a section text apart, in the product’s language', async () => {
    await openSheet();
    const firstAid = section('First Aid');
    const lines = within(firstAid).getAllByRole('paragraph');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Inhalation: move the person to fresh air.',
      'Eyes: rinse cautiously with water for at least 15 minutes.',
    ]);
    expect(lines[0]?.parentElement).toHaveAttribute('lang', 'en-US');
    expect(within(section('Wastemanagement')).getByText('No information given.')).toBeVisible();
  });

  it('offers First aid and the spill section near the top', async () => {
    const { user } = await openSheet();
    const jump = screen.getByRole('navigation', { name: 'Jump to' });
    const links = within(jump).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'First aid',
      'Spills',
      'Fire',
      'Protection',
    ]);
    await user.click(links[0]!);
    expect(within(section('First Aid')).getByRole('heading', { level: 2 })).toHaveFocus();
  });

  it('links the other languages by their own names', async () => {
    await openSheet();
    const languages = screen.getByRole('navigation', { name: 'Other languages' });
    const links = within(languages).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Deutsch', '/product/e1fc7c33-264e-4871-a309-b532c79f299a'],
      ['Français', '/product/43e286d1-d5d4-4c4d-a757-adcc8ecbb38e'],
      ['Nederlands', '/product/d6ad74ec-a21d-4fc3-aabb-91eadebde507'],
    ]);
    expect(links[0]).toHaveAttribute('hreflang', 'de-DE');
  });

  it('names supplier, version and revision date in the details', async () => {
    await openSheet();
    expect(fact('Supplier')).toHaveTextContent('Lindenhaven Solvents B.V.');
    expect(fact('Version')).toHaveTextContent('4.2');
    expect(fact('Revision date')).toHaveTextContent('March 14, 2025');
  });

  it('shows a product without signal word or transport class plainly', async () => {
    await openSheet({
      ...acetone,
      signalWord: 'None',
      pictograms: [],
      unNumber: null,
      adrClass: null,
      packingGroup: null,
      hStatements: [],
    });
    const label = screen.getByRole('region', { name: 'Hazard label' });
    expect(label).toHaveTextContent('No signal word');
    expect(within(label).queryByRole('img')).not.toBeInTheDocument();
    expect(fact('UN number')).toHaveTextContent('none');
    expect(within(section('H-statements/EUH-statements')).getByText('None.')).toBeVisible();
  });

  it('shows headings and signal word in the interface language', async () => {
    await openSheet();
    await act(() => changeInterfaceLanguage('nl-NL'));
    expect(await screen.findByRole('region', { name: 'Eerste hulp' })).toBeVisible();
    expect(screen.getByText('GEVAAR')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Ontvlambaar' })).toBeVisible();
  });
});

describe('addressing a product', () => {
  // The sheet asks for the company's emergency numbers besides (decision 0048).
  const requested = (sent: SentRequest[]) =>
    sent
      .map((request) => request.url)
      .filter((url) => !['/api/emergency-numbers', '/api/product-locales'].includes(url));

  it('loads by id', async () => {
    const { sent } = await openSheet();
    expect(requested(sent())).toEqual([`/api/products/${acetone.id}`]);
  });

  it('loads by article number and locale', async () => {
    const { sent } = await openSheet(acetone, '/product?articleNumber=DC-1001-EN&locale=en-US');
    expect(requested(sent())).toEqual(['/api/products/articlenumber/DC-1001-EN/en-US']);
  });

  it('loads by master code, in the interface language', async () => {
    const { sent } = await openSheet(acetone, '/product?masterCode=DC-ACETONE');
    expect(requested(sent())).toEqual(['/api/products/mastercode/DC-ACETONE']);
    expect(sent()[0]?.headers.get('Accept-Language')).toBe('en-US');
  });
});

describe('a sheet that cannot be shown', () => {
  it.each([
    ['an unknown or another company’s product', () => problemResponse(404, 'not-found')],
    ['an id that is no id', () => problemResponse(400, 'validation-failed')],
  ])('says Could not load product for %s', async (_case, reply) => {
    fakeApi(reply);
    await renderApp('/product/42', { isAuthenticated: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load product');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Search product' })).toHaveAttribute(
      'href',
      '/search',
    );
  });

  it('says Could not load product without asking when the address names no product', async () => {
    const { fetch } = fakeApi(() => jsonResponse(acetone));
    await renderApp('/product?articleNumber=DC-1001-EN', { isAuthenticated: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load product');
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['the server fails', () => problemResponse(500, 'internal-error')],
    ['there is no connection', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])(
    'says The detailed product info could not be loaded when %s, and tries again',
    async (_case, reply) => {
      let isDown = true;
      fakeApi(() => (isDown ? reply() : jsonResponse(acetone)));
      const { user } = await renderApp(`/product/${acetone.id}`, { isAuthenticated: true });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The detailed product info could not be loaded');

      isDown = false;
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: acetone.name }),
      ).toBeInTheDocument();
    },
  );

  it('waits for the retries before it gives up', async () => {
    const { sent } = fakeApi(() => problemResponse(503, 'service-unavailable'));
    await renderApp(`/product/${acetone.id}`, { isAuthenticated: true });
    await screen.findByRole('alert');
    const productCalls = () => sent().filter((request) => request.url.startsWith('/api/products'));
    await waitFor(() => expect(productCalls()).toHaveLength(3));
  });
});

describe('the sheet’s language', () => {
  it('shows a key user which of the company’s languages the product lacks', async () => {
    await openSheet(acetone, `/product/${acetone.id}`, 'KeyUser');
    expect(await screen.findByText('Not yet in: Polish and Italian')).toBeVisible();
  });

  it('does not trouble an employee with missing languages', async () => {
    const { sent } = await openSheet();
    expect(screen.queryByText(/Not yet in/)).toBeNull();
    expect(sent().some((request) => request.url === '/api/product-locales')).toBe(false);
  });

  it('says nothing when the sheet is in the reader’s language', async () => {
    await openSheet();
    expect(screen.queryByText(/This sheet is in/)).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Other languages' })).toBeVisible();
  });

  it('says so in the reader’s language and offers their version when it differs', async () => {
    await openSheet();
    await act(() => changeInterfaceLanguage('nl-NL'));
    expect(await screen.findByText('Dit blad is in het Engels.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open het blad in uw taal' })).toHaveAttribute(
      'href',
      '/product/d6ad74ec-a21d-4fc3-aabb-91eadebde507',
    );
    // The other languages move up into the notice: one list, not two.
    expect(screen.getAllByRole('navigation', { name: 'Andere talen' })).toHaveLength(1);
  });

  it('offers the other languages when there is none in the reader’s', async () => {
    await openSheet();
    await act(() => changeInterfaceLanguage('pl-PL'));
    expect(await screen.findByText('Ta karta jest w języku: angielski.')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Inne języki' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Otwórz kartę w swoim języku' })).toBeNull();
  });
});
