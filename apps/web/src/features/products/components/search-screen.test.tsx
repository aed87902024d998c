import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeInterfaceLanguage } from '../../../i18n/i18n.ts';
import {
  fakeApi,
  jsonResponse,
  pendingResponse,
  problemResponse,
  type SentRequest,
} from '../../../testing/fake-api.ts';
import {
  acetone,
  handCleaner,
  productSummary,
  searchResponse,
} from '../../../testing/product-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const searchOf = (request: SentRequest) =>
  new URL(request.url, 'http://localhost').searchParams.get('search');
const searches = (sent: SentRequest[]) =>
  sent.filter((request) => request.url.startsWith('/api/products?')).map(searchOf);

async function openSearch(path = '/search') {
  const view = await renderApp(path, { isAuthenticated: true });
  const box = await screen.findByRole('searchbox', { name: 'Search product' });
  return { ...view, box };
}

const results = () => screen.getByRole('region', { name: 'Results' });
const hitsIn = (list: HTMLElement) => within(list).getAllByRole('link');
/** A message shown on screen (the live region repeats it for screen readers). */
const findMessage = (text: string) => screen.findByText(text, { selector: '.notice__title' });
const liveRegion = () => within(results()).getByRole('status');

describe('the search screen', () => {
  it('lists the company’s products for an empty search, each hit linking to its sheet', async () => {
    const { sent } = fakeApi(() => jsonResponse(searchResponse([productSummary(), handCleaner])));
    await openSearch();

    const list = await screen.findByRole('list', { name: 'Results' });
    const hits = hitsIn(list);
    expect(hits).toHaveLength(2);
    const [acetoneLink, cleanerLink] = hits as [HTMLElement, HTMLElement];
    expect(acetoneLink).toHaveAttribute('href', `/product/${acetone.id}`);
    expect(acetoneLink).toHaveTextContent('Acetone technical 99.5 %');
    expect(acetoneLink).toHaveTextContent('Lindenhaven Solvents B.V.');
    expect(acetoneLink).toHaveTextContent('Art. no. DC-1001-EN');
    expect(acetoneLink).toHaveTextContent('DANGER');
    expect(acetoneLink).toHaveTextContent('UN 1090');
    expect(within(acetoneLink).getByRole('img', { name: 'Flammable' })).toHaveAttribute(
      'src',
      '/pictograms/GHS02.svg',
    );
    expect(within(acetoneLink).getByRole('img', { name: 'Harmful/irritant' })).toBeVisible();

    expect(cleanerLink).toHaveTextContent('Hand cleaning paste');
    expect(cleanerLink).not.toHaveTextContent(/DANGER|WARNING|UN \d/);
    expect(within(cleanerLink).queryByRole('img')).not.toBeInTheDocument();

    expect(screen.getByText('All products, A to Z ·', { exact: false })).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('2 products');
    const [request] = sent();
    expect(request?.url).toBe('/api/products?page=1&pageSize=25');
  });

  it('marks a hit that another company shares with the publisher’s name', async () => {
    const shared = productSummary({
      companyId: '6b2c3d4e-5f60-4b7c-9d8e-0f1a2b3c4d5e',
      companyName: 'Solvents United GmbH',
    });
    fakeApi(() => jsonResponse(searchResponse([shared, handCleaner])));
    await openSearch();
    const list = await screen.findByRole('list', { name: 'Results' });
    const [sharedLink, ownLink] = hitsIn(list) as [HTMLElement, HTMLElement];
    expect(sharedLink).toHaveTextContent('Shared by Solvents United GmbH');
    expect(ownLink).not.toHaveTextContent('Shared by');
  });

  it('shows a WARNING badge for a product with that signal word', async () => {
    fakeApi(() => jsonResponse(searchResponse([productSummary({ signalWord: 'Warning' })])));
    await openSearch();
    const list = await screen.findByRole('list', { name: 'Results' });
    expect(within(list).getByText('WARNING')).toBeInTheDocument();
  });

  it('searches what was typed and puts the search in the URL', async () => {
    const { sent } = fakeApi(() => jsonResponse(searchResponse([productSummary()])));
    const { box, user, router } = await openSearch();
    await screen.findByRole('list', { name: 'Results' });

    await user.type(box, 'aceton');
    await waitFor(() => expect(router.state.location.search).toBe('?q=aceton'));

    // The exact timing is use-search-text.test's: here, typing ends in one search of the word.
    await waitFor(() => expect(searches(sent()).at(-1)).toBe('aceton'));
    await waitFor(() => expect(liveRegion()).toHaveTextContent('1 product'));
  });

  it('searches at once on Enter', async () => {
    const { sent } = fakeApi(() => jsonResponse(searchResponse([productSummary()])));
    const { box, user, router } = await openSearch();
    await screen.findByRole('list', { name: 'Results' });
    await user.type(box, 'UN1090{Enter}');
    expect(router.state.location.search).toBe('?q=UN1090');
    await waitFor(() => expect(searches(sent())).toEqual([null, 'UN1090']));
    await waitFor(() => expect(liveRegion()).toHaveTextContent('1 product'));
  });

  it('cancels a search that a newer one replaced', async () => {
    const slow = pendingResponse();
    const { sent } = fakeApi((request) => {
      if (searchOf(request) === 'ace') return slow.response;
      return jsonResponse(searchResponse([productSummary()]));
    });
    const { box, user } = await openSearch();
    await user.type(box, 'ace');
    await waitFor(() => expect(searches(sent())).toContain('ace'));
    await user.type(box, 'ton');
    await waitFor(() => expect(searches(sent())).toContain('aceton'));

    const stale = sent().find((request) => searchOf(request) === 'ace');
    await waitFor(() => expect(stale?.signal?.aborted).toBe(true));
    expect(await screen.findByRole('link', { name: /Acetone technical/ })).toBeInTheDocument();
  });

  it('opens with the search of the URL and keeps it after the sheet and back', async () => {
    const { sent } = fakeApi((request) =>
      request.url.startsWith('/api/products?')
        ? jsonResponse(searchResponse([productSummary()]))
        : jsonResponse(acetone),
    );
    const { box, user, router } = await openSearch('/search?q=aceton');
    expect(box).toHaveValue('aceton');
    await user.click(await screen.findByRole('link', { name: /Acetone technical/ }));
    await screen.findByRole('heading', { level: 1, name: 'Acetone technical 99.5 %' });

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?q=aceton');
    expect(await screen.findByRole('searchbox', { name: 'Search product' })).toHaveValue('aceton');
    expect(searches(sent())[0]).toBe('aceton');
  });

  it('says There are no products found when nothing matches', async () => {
    fakeApi(() => jsonResponse(searchResponse([])));
    await openSearch('/search?q=nothing-like-this');
    expect(await findMessage('There are no products found')).toBeVisible();
    expect(screen.getByText(/Check the spelling/)).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('There are no products found');
    expect(screen.queryByRole('list', { name: 'Results' })).not.toBeInTheDocument();
  });

  it('asks for a second character instead of searching for one (issue 23)', async () => {
    const { sent } = fakeApi(() => jsonResponse(searchResponse([productSummary()])));
    const { box, user, router } = await openSearch();
    await screen.findByRole('list', { name: 'Results' });

    await user.type(box, 'a');
    await waitFor(() => expect(router.state.location.search).toBe('?q=a'));
    expect(await findMessage('Type at least 2 characters')).toBeVisible();
    expect(liveRegion()).toHaveTextContent('Type at least 2 characters');
    expect(screen.queryByText('There are no products found')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Results' })).not.toBeInTheDocument();
    expect(searches(sent())).toEqual([null]);

    await user.type(box, 'c');
    await waitFor(() => expect(searches(sent())).toEqual([null, 'ac']));
    expect(await screen.findByRole('list', { name: 'Results' })).toBeInTheDocument();
  });

  it('says The products could not be loaded when the search fails, and tries again', async () => {
    let isDown = true;
    fakeApi(() =>
      isDown
        ? problemResponse(500, 'internal-error')
        : jsonResponse(searchResponse([productSummary()])),
    );
    const { user } = await openSearch('/search?q=aceton');

    expect(await findMessage('The products could not be loaded')).toBeVisible();
    expect(liveRegion()).toHaveTextContent('The products could not be loaded');
    isDown = false;
    await user.click(within(results()).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Acetone technical/ })).toBeInTheDocument();
  });

  it('shows the total and loads more hits on Show more', async () => {
    const hits = Array.from({ length: 30 }, (_, index) =>
      productSummary({
        id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        name: `Product ${index + 1}`,
      }),
    );
    const { sent } = fakeApi((request) => {
      const page = Number(new URL(request.url, 'http://localhost').searchParams.get('page'));
      return jsonResponse(searchResponse(hits.slice((page - 1) * 25, page * 25), hits.length));
    });
    const { user } = await openSearch('/search?q=product');

    const list = await screen.findByRole('list', { name: 'Results' });
    expect(hitsIn(list)).toHaveLength(25);
    expect(screen.getByText('Showing 25 of 30')).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('30 products');

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(hitsIn(list)).toHaveLength(30));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    // The button is gone: the first hit it brought has the focus, not the page. (Asked of that
    // one link: naming all 30 by their content takes seconds on a busy machine.)
    const firstBrought = hitsIn(list)[25];
    expect(firstBrought).toHaveAccessibleName(/^Product 26/);
    expect(firstBrought).toHaveFocus();
    expect(sent().at(-1)?.url).toBe('/api/products?search=product&page=2&pageSize=25');
  });

  it('searches again in the new language when the language changes', async () => {
    const { sent } = fakeApi(() => jsonResponse(searchResponse([productSummary()])));
    await openSearch('/search?q=aceton');
    await screen.findByRole('list', { name: 'Results' });

    await act(() => changeInterfaceLanguage('nl-NL'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Product zoeken' })).toBeVisible();
    await screen.findByRole('list', { name: 'Resultaten' });
    await waitFor(() => expect(sent().at(-1)?.headers.get('Accept-Language')).toBe('nl-NL'));
    expect(sent()[0]?.headers.get('Accept-Language')).toBe('en-US');
  });
});
