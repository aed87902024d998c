import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, loginResponse } from '../../testing/fake-api.ts';
import { acetone } from '../../testing/product-fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

const productAnswers = () =>
  fakeApi((request) =>
    request.url.startsWith('/api/Authorization')
      ? jsonResponse(loginResponse())
      : jsonResponse(acetone),
  );

describe('the redirect screen', () => {
  it('takes a signed-in visitor from a QR link straight to the product sheet', async () => {
    const api = productAnswers();
    const { router } = await renderApp(`/redirect?id=${acetone.id}`, { isAuthenticated: true });
    expect(await screen.findByRole('heading', { level: 1, name: acetone.name })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/product/${acetone.id}`);
    expect(api.sent()[0]?.url).toBe(`/api/products/${acetone.id}`);
  });

  it('resolves article number and locale, and master code links', async () => {
    productAnswers();
    const byArticle = await renderApp('/redirect?articleNumber=DC-1001-EN&locale=en-US', {
      isAuthenticated: true,
    });
    await screen.findByRole('heading', { level: 1, name: acetone.name });
    expect(byArticle.router.state.location.search).toBe('?articleNumber=DC-1001-EN&locale=en-US');
    byArticle.unmount();
    const byMaster = await renderApp('/redirect?masterCode=DC-ACETONE', { isAuthenticated: true });
    await screen.findByRole('heading', { level: 1, name: acetone.name });
    expect(byMaster.router.state.location.pathname).toBe('/product');
  });

  it('asks a signed-out visitor to log in first, then opens the product', async () => {
    productAnswers();
    const { router } = await renderApp(`/redirect?id=${acetone.id}`);
    await screen.findByLabelText('Authorisation code');
    expect(router.state.location.pathname).toBe('/login');
    await userEvent.type(screen.getByLabelText('Authorisation code'), 'DEMO-USER-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: acetone.name })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/product/${acetone.id}`);
  });

  it('says when a link names nothing, with a way to search', async () => {
    await renderApp('/redirect?id=', { isAuthenticated: true });
    expect(await screen.findByText('This link leads nowhere')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to product search' })).toHaveAttribute(
      'href',
      '/search',
    );
  });
});
