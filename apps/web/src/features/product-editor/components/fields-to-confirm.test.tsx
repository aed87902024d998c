import type { ImportStatusResponse, Product } from '@sds/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../testing/fake-api.ts';
import { fakeEditorApi } from '../../../testing/fake-editor-api.ts';
import { acetone } from '../../../testing/product-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const MARK = "Read from the PDF's text: check it.";
const NOTICE = "Some fields were read from the PDF's text.";

const imported: Product = { ...acetone, reviewStatus: 'Draft', importStatus: 'PendingUser' };
const statusOf = (change: Partial<ImportStatusResponse>): ImportStatusResponse => ({
  status: 'PendingUser',
  productId: imported.id,
  fieldsToConfirm: [],
  findings: [],
  updatedAt: '2026-12-01T09:30:00.000Z',
  ...change,
});

/** The editor of an imported product; saving confirms the fields, as the server does. */
async function openImportedProduct(fieldsToConfirm: string[]) {
  let isSaved = false;
  const api = fakeEditorApi(({ method, url }) => {
    if (method === 'PUT' && url === `/api/products/${imported.id}`) {
      isSaved = true;
      return jsonResponse({ ...imported, importStatus: 'Completed' });
    }
    if (url === `/api/products/${imported.id}`) {
      return jsonResponse(isSaved ? { ...imported, importStatus: 'Completed' } : imported);
    }
    if (url === `/api/products/${imported.id}/importstatus`) {
      return jsonResponse(statusOf(isSaved ? { status: 'Completed' } : { fieldsToConfirm }));
    }
    return undefined;
  });
  const view = await renderApp(`/product/${imported.id}/edit`, {
    isAuthenticated: true,
    role: 'KeyUser',
  });
  await screen.findByRole('button', { name: 'Save' });
  return { ...view, ...api };
}

/** The texts an element is described by, as a screen reader reads them after its name. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('an imported product whose fields wait for the key user (PendingUser)', () => {
  it('marks each field read from the PDF’s text, in words tied to its control', async () => {
    await openImportedProduct(['name', 'supplier', 'signalWord', 'hStatements', 'firstAid']);
    expect(await screen.findByText(NOTICE)).toBeVisible();
    expect(screen.getByText('Check the marked fields and save to confirm them.')).toBeVisible();

    expect(screen.getAllByText(MARK)).toHaveLength(5);
    expect(descriptionOf(screen.getByRole('textbox', { name: /Product name/ }))).toContain(MARK);
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Supplier' }))).toContain(MARK);
    expect(descriptionOf(screen.getByRole('textbox', { name: 'First Aid' }))).toContain(MARK);
    expect(descriptionOf(screen.getByRole('group', { name: 'Signal word' }))).toContain(MARK);
    const hStatements = screen.getByRole('group', { name: 'H-statements/EUH-statements' });
    expect(descriptionOf(hStatements)).toContain(MARK);
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Version' }))).not.toContain(MARK);
    expect(within(hStatements).getByText(MARK)).toBeVisible();
  });

  it('takes the marks away once a save has confirmed the fields', async () => {
    const { user, sent } = await openImportedProduct(['name', 'unNumber']);
    await screen.findByText(NOTICE);
    expect(screen.getAllByText(MARK)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved, now a draft.')).toBeVisible();
    await waitFor(() => expect(screen.queryByText(MARK)).toBeNull());
    expect(screen.queryByText(NOTICE)).toBeNull();
    expect(descriptionOf(screen.getByRole('textbox', { name: /Product name/ }))).not.toContain(
      MARK,
    );
    expect(sent().some(({ method }) => method === 'PUT')).toBe(true);
  });

  it('shows neither notice nor marks when the import lists no field to confirm', async () => {
    const { sent } = await openImportedProduct([]);
    await screen.findByRole('textbox', { name: /Product name/ });
    expect(sent().filter(({ url }) => url.endsWith('/importstatus'))).toHaveLength(1);
    expect(screen.queryByText(MARK)).toBeNull();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});

describe('an imported product without readable data (NoXml)', () => {
  it('says the product is to be filled in by hand, and asks nothing about the import', async () => {
    const noXml: Product = { ...imported, importStatus: 'NoXml' };
    const { sent } = fakeEditorApi(({ url }) =>
      url === `/api/products/${noXml.id}` ? jsonResponse(noXml) : undefined,
    );
    await renderApp(`/product/${noXml.id}/edit`, { isAuthenticated: true, role: 'KeyUser' });
    expect(await screen.findByText('The PDF holds no data SDS Portal can read.')).toBeVisible();
    expect(sent().filter(({ url }) => url.endsWith('/importstatus'))).toEqual([]);
  });
});
