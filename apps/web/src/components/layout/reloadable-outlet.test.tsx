import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { Link, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { QueryProvider } from '../../app/query-provider.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { AppLayout } from './app-layout.tsx';

function probeRoutes() {
  const counts = { mounts: 0, fetches: 0 };
  function Probe() {
    const mounted = useRef(false);
    if (!mounted.current) {
      mounted.current = true;
      counts.mounts += 1;
    }
    const { data } = useQuery({
      queryKey: ['probe'],
      queryFn: () => Promise.resolve((counts.fetches += 1)),
    });
    return (
      <section>
        <h1>Probe</h1>
        <p>{data === undefined ? 'loading' : `fetch ${data}`}</p>
        <Link to="/probe">Probe again</Link>
        <Link to="/other">Somewhere else</Link>
      </section>
    );
  }
  const client = createQueryClient();
  const routes = [
    {
      path: '/',
      Component: AppLayout,
      children: [
        {
          element: (
            <QueryProvider client={client}>
              <Outlet />
            </QueryProvider>
          ),
          children: [
            { path: 'probe', Component: Probe },
            { path: 'other', element: <h1>Other</h1> },
          ],
        },
      ],
    },
  ];
  return { counts, routes };
}

describe('navigating to the URL already shown', () => {
  it('mounts the screen afresh and fetches its data again', async () => {
    const { counts, routes } = probeRoutes();
    const { user } = await renderApp('/probe', { routes });
    expect(await screen.findByText('fetch 1')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Probe again' }));

    expect(await screen.findByText('fetch 2')).toBeInTheDocument();
    expect(counts).toEqual({ mounts: 2, fetches: 2 });
  });

  it('leaves fresh data alone when the navigation goes somewhere else', async () => {
    const { counts, routes } = probeRoutes();
    const { user, router } = await renderApp('/probe', { routes });
    await screen.findByText('fetch 1');

    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    await screen.findByRole('heading', { name: 'Other' });
    await router.navigate('/probe');

    expect(await screen.findByText('fetch 1')).toBeInTheDocument();
    expect(counts.fetches).toBe(1);
  });

  it('reloads the search screen when its link in the header is followed again', async () => {
    const { user } = await renderApp('/search', { isAuthenticated: true });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Search product' });

    await user.click(screen.getByRole('link', { name: 'Search' }));

    // The session guard's loader runs first, so the new screen arrives a moment later.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Search product' })).not.toBe(heading),
    );
  });
});
