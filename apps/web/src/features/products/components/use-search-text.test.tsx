import { act, render, screen } from '@testing-library/react';
import {
  Link,
  RouterProvider,
  createMemoryRouter,
  useLocation,
  useNavigate,
  type RouteObject,
} from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useSearchText } from './use-search-text.ts';

type Probe = ReturnType<typeof useSearchText> & {
  location: ReturnType<typeof useLocation>;
  navigate: ReturnType<typeof useNavigate>;
};

/** Runs a step and lets the router finish what it started (its navigations are async). */
const step = (action: () => unknown) =>
  act(async () => {
    await action();
  });

/** The hook on a search screen of a data router (it watches navigations), like the app's. */
function renderSearchText(path = '/search', otherRoutes: RouteObject[] = []) {
  const result = { current: undefined as unknown as Probe };
  function SearchScreen() {
    result.current = { ...useSearchText(), location: useLocation(), navigate: useNavigate() };
    return <Link to="/product/1">Acetone</Link>;
  }
  const router = createMemoryRouter(
    [
      { path: '/search', Component: SearchScreen },
      { path: '*', Component: () => null },
      ...otherRoutes,
    ],
    { initialEntries: ['/start', path], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return { result, router };
}

/** A product screen whose code is still loading until the test says it has arrived. */
function slowProductScreen() {
  let arrive: () => void = () => undefined;
  const productScreen: RouteObject = {
    path: '/product/:id',
    lazy: () =>
      new Promise((resolve) => {
        arrive = () => resolve({ Component: () => null });
      }),
  };
  return { productScreen, finishLoading: () => arrive() };
}

describe('the search text', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reaches the URL only when typing pauses for 250 ms', async () => {
    const { result } = renderSearchText();
    await step(() => result.current.setText('a'));
    await step(() => vi.advanceTimersByTime(100));
    await step(() => result.current.setText('ac'));
    await step(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(result.current.query).toBe('');
    expect(result.current.location.search).toBe('');

    await step(() => vi.advanceTimersByTime(1));
    expect(result.current.query).toBe('ac');
    expect(result.current.location.search).toBe('?q=ac');
    expect(result.current.text).toBe('ac');
  });

  it('reaches the URL at once on submit, trimmed', async () => {
    const { result } = renderSearchText();
    await step(() => result.current.setText('  UN 1090 '));
    await step(() => result.current.submit());
    expect(result.current.location.search).toBe('?q=UN+1090');
    expect(result.current.text).toBe('  UN 1090 ');
  });

  it('replaces the history entry instead of adding one per search', async () => {
    const { result, router } = renderSearchText();
    await step(() => result.current.setText('aceton'));
    await step(() => result.current.submit());
    await step(() => result.current.navigate(-1));
    expect(router.state.location.pathname).toBe('/start');
  });

  it('starts from the URL and follows it when it changes some other way', async () => {
    const { result } = renderSearchText('/search?q=ethanol');
    expect(result.current.text).toBe('ethanol');
    expect(result.current.query).toBe('ethanol');

    await step(() => result.current.navigate('/search?q=acetone'));
    expect(result.current.text).toBe('acetone');
    await step(() => result.current.navigate(-1));
    expect(result.current.text).toBe('ethanol');
    await step(() => result.current.navigate('/search'));
    expect(result.current.text).toBe('');
  });

  it('clears the URL when the box is emptied', async () => {
    const { result } = renderSearchText('/search?q=ethanol');
    await step(() => result.current.setText(''));
    await step(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.location.search).toBe('');
  });

  it('cuts a search from the URL to the 200 characters the server reads', async () => {
    const { result } = renderSearchText(`/search?q=${'x'.repeat(500)}`);
    expect(result.current.query).toHaveLength(200);
  });

  it('does not pull the user back to the search when they open a hit before it ran', async () => {
    const { productScreen, finishLoading } = slowProductScreen();
    const { result, router } = renderSearchText('/search', [productScreen]);
    await step(() => result.current.setText('acetone'));
    // The product screen's code is still loading when the pause runs out.
    await step(() => void result.current.navigate('/product/1'));
    await step(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(router.state.navigation.location?.pathname).toBe('/product/1');
    await step(() => finishLoading());
    expect(router.state.location.pathname).toBe('/product/1');
  });

  it('does not pull the user back when the pause runs out before the router renders the click', async () => {
    const { productScreen, finishLoading } = slowProductScreen();
    const { result, router } = renderSearchText('/search', [productScreen]);
    await step(() => result.current.setText('acetone'));
    // The router renders a navigation in a transition, later than the click: a slow device
    // can reach the end of the pause in between, which this does on purpose, outside act().
    screen.getByRole('link', { name: 'Acetone' }).click();
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    await step(() => finishLoading());
    expect(router.state.location.pathname).toBe('/product/1');
  });
});
