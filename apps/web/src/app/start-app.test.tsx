import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testRuntimeConfig } from '../testing/test-config.ts';
import { startApp } from './start-app.tsx';

let container: HTMLElement;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  container.remove();
});

describe('start-up', () => {
  it('loads /config.json before it renders, then shows the start screen', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(testRuntimeConfig));
    await act(() => startApp(container));

    expect(fetch).toHaveBeenCalledWith('/config.json', expect.anything());
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('explains that it could not start when /config.json does not load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('Bad gateway', { status: 502 }));
    await act(() => startApp(container));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'SDS Portal could not start' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
