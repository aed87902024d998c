import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testAccountSelf } from '../testing/account-fixtures.ts';
import { testCompany } from '../testing/admin-fixtures.ts';
import { fakeApi, jsonResponse, problemResponse } from '../testing/fake-api.ts';
import { searchResponse } from '../testing/product-fixtures.ts';
import { renderApp } from '../testing/render-app.tsx';
import { appRoutes } from './router.tsx';

function leafRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => (route.children ? leafRoutes(route.children) : [route]));
}

describe('app routes', () => {
  it('loads every screen on demand instead of in the first bundle', () => {
    const screens = leafRoutes(appRoutes);
    expect(screens.length).toBeGreaterThanOrEqual(10);
    for (const route of screens) {
      expect(typeof route.lazy, `route ${route.path ?? 'index'}`).toBe('function');
      expect(route.Component ?? route.element).toBeUndefined();
    }
  });

  it.each([
    ['/login', 'Log in'],
    ['/register', 'Create a free company account'],
    ['/search', 'Search product'],
    ['/audit', 'Review'],
    ['/product/42', 'Product'],
    ['/product/new', 'New product'],
    ['/import', 'Import SDS'],
    ['/redirect', 'Redirecting'],
    ['/admin', 'Company details'],
    ['/admin/licences', 'Licences'],
    ['/admin/sign-in', 'Administrator sign-in'],
    ['/admin/forgot-password', 'Forgot your password?'],
    ['/no-such-screen', 'Page not found'],
  ])('shows %s with its title "%s"', async (path, title) => {
    // The data screens ask the API: an empty search, a product that does not exist, who is
    // signed in to the admin screens and their company.
    fakeApi(({ url }) => {
      if (url.startsWith('/api/products?')) return jsonResponse(searchResponse([]));
      if (url === '/api/account/self') return jsonResponse(testAccountSelf);
      if (url === `/api/Companies/${testCompany.id}`) return jsonResponse(testCompany);
      return problemResponse(404, 'not-found');
    });
    await renderApp(path, { isAuthenticated: true, role: 'KeyUser', isAccountSignedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} · SDS Portal`);
  });

  it('says the product could not be loaded when the address names none', async () => {
    await renderApp('/product?articleNumber=A-100', { isAuthenticated: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load product');
  });
});

describe('start screen', () => {
  it('sends a visitor without a stored user to the login screen', async () => {
    const { router } = await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a device with a stored user to the search screen', async () => {
    fakeApi(() => jsonResponse(searchResponse([])));
    const { router } = await renderApp('/', { isAuthenticated: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search product' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/search');
  });

  it('treats an unreadable stored user as signed out', async () => {
    localStorage.setItem('authenticatedUser', '{not json');
    const { router } = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(router.state.location.pathname).toBe('/login');
  });
});
