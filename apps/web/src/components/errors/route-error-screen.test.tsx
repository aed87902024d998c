import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { captureError } from '../../lib/monitoring.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { AppLayout } from '../layout/app-layout.tsx';
import { RouteErrorScreen } from './route-error-screen.tsx';

vi.mock('../../lib/monitoring.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  captureError: vi.fn(),
}));

function Broken(): never {
  throw new Error('screen broke');
}

const routes = [
  {
    path: '/',
    Component: AppLayout,
    children: [
      { ErrorBoundary: RouteErrorScreen, children: [{ path: 'broken', Component: Broken }] },
    ],
  },
];

describe('route error screen', () => {
  it('explains the failure below the header and reports it to monitoring', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp('/broken', { routes });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(captureError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'screen broke' }),
      {
        source: 'route',
      },
    );
  });
});
