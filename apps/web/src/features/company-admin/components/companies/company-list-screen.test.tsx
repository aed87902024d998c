import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  otherCompany,
  testCompany,
  testPlatformAdmin,
} from '../../../../testing/admin-fixtures.ts';
import { problemResponse } from '../../../../testing/fake-api.ts';
import { renderAdmin } from '../../../../testing/render-admin.tsx';

const openList = (answer?: Parameters<typeof renderAdmin>[1]['answer']) =>
  renderAdmin('/admin', { heading: 'Companies', self: testPlatformAdmin, answer });

describe('the Admin’s company list', () => {
  it('opens at /admin with every company, and a way to the licence catalogue', async () => {
    const { router } = await openList();
    expect(router.state.location.pathname).toBe('/admin/companies');
    expect(await screen.findByRole('link', { name: 'Acme Chemicals' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Verfhandel De Kwast' })).toBeVisible();
    expect(screen.getByText('2 companies')).toHaveAttribute('role', 'status');
    const places = screen.getByRole('navigation', { name: 'Administration' });
    expect(within(places).getByRole('link', { name: 'Companies' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(places).getByRole('link', { name: 'Licence catalogue' })).toHaveAttribute(
      'href',
      '/admin/catalogue',
    );
  });

  it('searches by name as the Admin types, keeping the search in the address', async () => {
    const { user, api, router } = await openList();
    await screen.findByRole('link', { name: 'Acme Chemicals' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'kwast');

    await waitFor(() => expect(router.state.location.search).toBe('?search=kwast'));
    expect(await screen.findByText('1 company')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Acme Chemicals' })).not.toBeInTheDocument();
    expect(api.sent().some((request) => request.url.includes('search=kwast'))).toBe(true);
  });

  it('says when no company matches', async () => {
    const { user } = await openList();
    await user.type(await screen.findByRole('searchbox', { name: 'Search by name' }), 'zzz');
    expect(
      await screen.findByText('No company matches “zzz”', { selector: '[role="status"]' }),
    ).toBeVisible();
  });

  it('opens a company with the same sections as its own administrators have, and back', async () => {
    const { user, router } = await openList();
    await user.click(await screen.findByRole('link', { name: 'Verfhandel De Kwast' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Company details' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/admin/companies/${otherCompany.id}`);
    const sections = screen.getByRole('navigation', {
      name: 'Administration of Verfhandel De Kwast',
    });
    expect(within(sections).getByRole('link', { name: 'Codes' })).toHaveAttribute(
      'href',
      `/admin/companies/${otherCompany.id}/codes`,
    );
    expect(screen.getByRole('button', { name: 'Delete company…' })).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'All companies' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  });

  it('says when the list cannot be read, with Try again', async () => {
    await openList(({ pathname }) =>
      pathname === '/api/Companies' ? problemResponse(503, 'service-unavailable') : undefined,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The companies could not be loaded.SDS Portal could not be reached.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('is not there for a CompanyAdmin, who only has their own company', async () => {
    await renderAdmin('/admin/companies', { heading: 'Page not found' });
    expect(screen.getByRole('link', { name: 'Go to company administration' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(screen.queryByRole('link', { name: testCompany.name })).not.toBeInTheDocument();
  });
});
