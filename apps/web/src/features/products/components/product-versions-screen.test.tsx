import type { ArchivedProduct, ProductVersion, ProductVersionDetail } from '@sds/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, problemResponse } from '../../../testing/fake-api.ts';
import { acetone, acetoneWithDocuments } from '../../../testing/product-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const [pdf, image] = acetoneWithDocuments.documents;
const ids = {
  draft: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c01',
  shown: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c02',
  first: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c03',
};

function version(id: string, number: string, overrides: Partial<ProductVersion> = {}) {
  return {
    id,
    revisionDate: '2026-03-01',
    version: number,
    reviewStatus: 'Approved',
    approvedAt: '2026-03-02T10:00:00.000Z',
    approvedBy: 'Key user · Tablet 2',
    isShownToUsers: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    documents: [pdf!, image!],
    ...overrides,
  } satisfies ProductVersion;
}

const versions: ProductVersion[] = [
  version(ids.draft, '3.0', {
    reviewStatus: 'Draft',
    approvedAt: null,
    approvedBy: null,
    revisionDate: null,
    documents: [],
  }),
  version(ids.shown, '2.0', { isShownToUsers: true }),
  version(ids.first, '1.0', { documents: [pdf!] }),
];

const detailOf = (item: ProductVersion, isArchived = false): ProductVersionDetail => ({
  ...acetone,
  ...item,
  name: `Acetone ${item.version}`,
  productId: acetone.id,
  isArchived,
});

const archived: ArchivedProduct = {
  id: acetone.id,
  masterCode: acetone.masterCode,
  articleNumber: acetone.articleNumber,
  locale: acetone.locale,
  name: 'Acetone 3.0',
  deletedAt: '2026-05-04T08:30:00.000Z',
  deletedBy: 'Key user · Tablet 2',
  purgeAfter: '2066-05-04T08:30:00.000Z',
};

/** What changed from version 1.0 to any later one (2.0 and 3.0 are alike). */
const hCodesChange = { field: 'hStatements', kind: 'codes', added: ['H317'], removed: ['H319'] };

/** The versions API of one product, live or (`isArchived`) deleted. */
function versionsApi(isArchived = false) {
  return fakeApi((request) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    if (pathname === '/api/products/archived') return jsonResponse({ items: [archived] });
    const [, , , id, action, revisionId, part] = pathname.split('/');
    if (id !== acetone.id) return problemResponse(404, 'not-found');
    if (part === 'changes') {
      const from = new URL(request.url, 'http://localhost').searchParams.get('from');
      const changes = from === ids.first ? [hCodesChange] : [];
      return jsonResponse({ fromRevisionId: from, toRevisionId: revisionId, changes });
    }
    if (action !== 'revisions') {
      return isArchived ? problemResponse(404, 'not-found') : jsonResponse(acetoneWithDocuments);
    }
    if (!revisionId) return jsonResponse({ items: versions });
    const found = versions.find((item) => item.id === revisionId);
    return found ? jsonResponse(detailOf(found, isArchived)) : problemResponse(404, 'not-found');
  });
}

const versionsPath = `/product/${acetone.id}/versions`;
const openAsKeyUser = (path = versionsPath) =>
  renderApp(path, { isAuthenticated: true, role: 'KeyUser' });
const entry = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

describe('a product’s versions', () => {
  it('lists the versions newest first with state, approval, PDF and images', async () => {
    versionsApi();
    await openAsKeyUser();
    expect(await screen.findByRole('heading', { level: 1, name: 'Versions' })).toBeVisible();
    const list = await screen.findByRole('region', { name: 'All versions' });
    const titles = within(list).getAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Version 3.0',
      'Version 2.0',
      'Version 1.0',
    ]);
    expect(within(entry('Version 3.0')).getByText('Draft')).toBeVisible();
    expect(within(entry('Version 3.0')).getByText('Not approved')).toBeVisible();
    expect(
      within(entry('Version 3.0')).getByText('No safety data sheet in this version.'),
    ).toBeVisible();
    const shown = entry('Version 2.0');
    expect(within(shown).getByText('Shown to users')).toBeVisible();
    expect(within(shown).getByText(/^Key user · Tablet 2, Mar 2, 2026/)).toBeVisible();
    expect(within(shown).getByText('March 1, 2026')).toBeVisible();
    expect(within(shown).getByRole('link', { name: 'Open PDF (Version 2.0)' })).toHaveAttribute(
      'href',
      pdf!.url,
    );
    expect(within(shown).getByRole('link', { name: 'Save PDF (Version 2.0)' })).toHaveAttribute(
      'href',
      pdf!.downloadUrl,
    );
    const images = within(shown).getByText('Images').nextElementSibling;
    expect(images).toHaveTextContent('1');
    expect(within(entry('Version 1.0')).getByText('Images').nextElementSibling).toHaveTextContent(
      '0',
    );
  });

  it('shows the newest version’s content, and another one’s when chosen', async () => {
    const { sent } = versionsApi();
    const { user } = await openAsKeyUser();
    const content = await screen.findByRole('region', { name: 'Content of Version 3.0' });
    expect(await within(content).findByText('Acetone 3.0')).toBeVisible();
    expect(screen.getByText(acetone.articleNumber, { exact: false })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Version 1.0' }));
    const older = await screen.findByRole('region', { name: 'Content of Version 1.0' });
    expect(await within(older).findByText('Acetone 1.0')).toBeVisible();
    expect(within(older).getByRole('heading', { name: 'Content of Version 1.0' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Version 1.0' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(sent().map((request) => request.url)).toContain(
      `/api/products/${acetone.id}/revisions/${ids.first}`,
    );
    expect(screen.getByRole('link', { name: 'Back to the product' })).toHaveAttribute(
      'href',
      `/product/${acetone.id}`,
    );
  });

  it('says what changed since the version before, and between any two chosen', async () => {
    const { sent } = versionsApi();
    const { user } = await openAsKeyUser();
    // The newest against the one before it: nothing changed from 2.0 to 3.0.
    const unchanged = await screen.findByRole('region', {
      name: 'What changed from Version 2.0 to Version 3.0',
    });
    expect(
      await within(unchanged).findByText('The two versions have the same content.'),
    ).toBeVisible();
    const other = screen.getByRole('combobox', { name: 'Compare Version 3.0 with' });
    expect(
      within(other)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Version 2.0', 'Version 1.0']);
    await user.selectOptions(other, 'Version 1.0');
    const changes = await screen.findByRole('region', {
      name: 'What changed from Version 1.0 to Version 3.0',
    });
    expect(await within(changes).findByText('H317')).toBeVisible();
    expect(within(changes).getByText('H319').closest('del')).not.toBeNull();
    expect(sent().map((request) => request.url)).toContain(
      `/api/products/${acetone.id}/revisions/${ids.draft}/changes?from=${ids.first}`,
    );
    // Chosen first, the older version is still told as the one changed from.
    await user.click(screen.getByRole('link', { name: 'Version 1.0' }));
    expect(
      await screen.findByRole('region', { name: 'What changed from Version 1.0 to Version 2.0' }),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Compare Version 1.0 with' })).toHaveValue(
      ids.shown,
    );
  });

  it('reads a deleted product’s versions from the archive', async () => {
    versionsApi(true);
    await openAsKeyUser();
    expect(
      await screen.findByText('This product was deleted. Its versions are kept in the archive.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the archive' })).toHaveAttribute(
      'href',
      '/archive',
    );
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('says when the versions cannot be loaded', async () => {
    fakeApi(() => problemResponse(404, 'not-found'));
    await openAsKeyUser();
    expect(
      await screen.findByRole('alert', { name: 'The versions could not be loaded.' }),
    ).toBeVisible();
  });

  it('shows a User the not-allowed screen and asks the API nothing', async () => {
    const { sent } = versionsApi();
    await renderApp(versionsPath, { isAuthenticated: true, role: 'User' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    expect(sent().filter((request) => request.url.includes('/revisions'))).toEqual([]);
  });
});

describe('the archive', () => {
  it('lists deleted products, who deleted them when and until when they are kept', async () => {
    versionsApi(true);
    const { user } = await openAsKeyUser('/archive');
    expect(await screen.findByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
    const item = (await screen.findByRole('heading', { level: 2, name: 'Acetone 3.0' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(item).getByText(`Art. no. ${acetone.articleNumber}`)).toBeVisible();
    expect(within(item).getByText(/^Key user · Tablet 2, May 4, 2026/)).toBeVisible();
    expect(within(item).getByText('May 4, 2066')).toBeVisible();
    await user.click(within(item).getByRole('link', { name: 'Acetone 3.0' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Versions' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Back to the archive' })).toBeVisible();
  });

  it('is reached from the review screen', async () => {
    fakeApi((request) =>
      request.url.startsWith('/api/products/archived')
        ? jsonResponse({ items: [] })
        : jsonResponse({ items: [], total: 0 }),
    );
    const { user } = await openAsKeyUser('/audit');
    await user.click(await screen.findByRole('link', { name: 'Archive' }));
    expect(await screen.findByText('No products have been deleted.')).toBeVisible();
  });
});

describe('the product sheet', () => {
  it('offers key users its versions', async () => {
    versionsApi();
    await openAsKeyUser(`/product/${acetone.id}`);
    expect(await screen.findByRole('link', { name: 'Versions' })).toHaveAttribute(
      'href',
      versionsPath,
    );
  });

  it('offers users no versions', async () => {
    versionsApi();
    await renderApp(`/product/${acetone.id}`, { isAuthenticated: true, role: 'User' });
    expect(await screen.findByRole('heading', { level: 1, name: acetone.name })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Versions' })).not.toBeInTheDocument();
  });
});
