import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, problemResponse } from '../../../testing/fake-api.ts';
import { acetone, acetoneWithDocuments } from '../../../testing/product-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { setOfflineSheetsLoader, type OfflineSheets } from '../../../lib/offline-pack.ts';
import { formatFileSize } from './product-documents.tsx';
// Its import sets the real pack's loader; the offline test sets its own after it.
import '../../../app/routes/session-route.tsx';

afterEach(() => vi.restoreAllMocks());

async function openSheet(product = acetoneWithDocuments, generated?: () => Response) {
  const api = fakeApi((request) => {
    if (request.method === 'POST' && generated) return generated();
    return jsonResponse(product);
  });
  await renderApp(`/product/${product.id}`, { isAuthenticated: true });
  await screen.findByRole('heading', { level: 1, name: product.name });
  return api;
}

const documentsPart = () => screen.getByRole('region', { name: 'Documents' });

describe('documents on the product sheet', () => {
  it('offers the SDS pdf by name and size, to open in a new tab or to save', async () => {
    await openSheet();
    const part = documentsPart();
    expect(within(part).getByText('Safety data sheet (PDF)')).toBeVisible();
    expect(within(part).getByText('SDS DC-1001-EN en-US.pdf · 412 kB')).toBeVisible();
    const [pdf] = acetoneWithDocuments.documents;
    const open = within(part).getByRole('link', { name: 'Open' });
    expect(open).toHaveAttribute('href', pdf!.url);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener');
    const save = within(part).getByRole('link', { name: 'Download' });
    expect(save).toHaveAttribute('href', pdf!.downloadUrl);
    expect(save).toHaveAttribute('download', pdf!.fileName);
  });

  it('shows the pdf over the page on request, in a titled frame, until Hide', async () => {
    await openSheet();
    const toggle = within(documentsPart()).getByRole('button', { name: 'Show here' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const viewer = screen.getByRole('dialog', {
      name: 'Safety data sheet of Acetone technical 99.5 %',
    });
    const frame = within(viewer).getByTitle('Safety data sheet of Acetone technical 99.5 %');
    expect(frame).toHaveAttribute('src', acetoneWithDocuments.documents[0]!.url);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(within(viewer).getByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('shows the images and the main image through their signed links', async () => {
    await openSheet();
    const images = within(documentsPart()).getByRole('list', { name: 'Images' });
    const image = within(images).getByRole('img', {
      name: 'Acetone technical 99.5 %: DC-ACETONE.png',
    });
    expect(image).toHaveAttribute('src', acetoneWithDocuments.documents[1]!.url);
    expect(
      screen.getByRole('img', { name: 'Container of Acetone technical 99.5 %' }),
    ).toHaveAttribute('src', acetoneWithDocuments.imageUrl);
  });

  it('offline, opens and saves the copy the device keeps in its pack (issue 24)', async () => {
    const pdf = acetoneWithDocuments.documents.find((document) => document.kind === 'pdf')!;
    const asked: string[] = [];
    const sheets: OfflineSheets = {
      search: async () => null,
      get: async () => acetoneWithDocuments,
      noteUsed: () => undefined,
      pdf: async (productId, reference) => {
        asked.push(`${productId}/${reference}`);
        return new Blob(['%PDF-'], { type: 'application/pdf' });
      },
    };
    setOfflineSheetsLoader(async () => sheets);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const created = vi.fn(() => 'blob:stored-sds');
    const revoked = vi.fn();
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    try {
      const api = fakeApi(() => jsonResponse(acetoneWithDocuments));
      const view = await renderApp(`/product/${acetone.id}`, { isAuthenticated: true });
      await screen.findByRole('heading', { level: 1, name: acetone.name });
      const part = documentsPart();
      await waitFor(() =>
        expect(within(part).getByRole('link', { name: 'Open' })).toHaveAttribute(
          'href',
          'blob:stored-sds',
        ),
      );
      expect(within(part).getByRole('link', { name: 'Download' })).toHaveAttribute(
        'href',
        'blob:stored-sds',
      );
      expect(within(part).queryByRole('button', { name: 'Show here' })).not.toBeInTheDocument();
      expect(asked).toEqual([`${acetone.id}/${pdf.reference}`]);
      expect(api.sent().filter((request) => request.url.includes(acetone.id))).toHaveLength(0);
      view.unmount();
      expect(revoked).toHaveBeenCalledWith('blob:stored-sds');
    } finally {
      setOfflineSheetsLoader(null);
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
  });

  it('says quietly when there is no SDS yet, and shows no image', async () => {
    await openSheet(acetone);
    expect(
      within(documentsPart()).getByText('No safety data sheet has been added to this product yet.'),
    ).toBeVisible();
    expect(within(documentsPart()).queryByRole('link', { name: 'Open' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Container of/ })).not.toBeInTheDocument();
  });
});

describe('printing the sheet and the label', () => {
  it('opens the generated pdf in a new tab and frees it later', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const createObjectURL = vi.fn(() => 'blob:http://localhost/sheet');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    vi.useFakeTimers({ toFake: ['setTimeout'], shouldAdvanceTime: true });
    const api = await openSheet(
      acetoneWithDocuments,
      () => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    );
    await userEvent.click(within(documentsPart()).getByRole('button', { name: 'Print sheet' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/sheet'));
    expect(tab.opener).toBeNull();
    const post = api.sent().find((request) => request.method === 'POST');
    expect(post?.url).toBe(`/api/products/${acetone.id}/download/sheet`);
    expect(post?.headers.get('AuthCode')).toMatch(/^[0-9a-f]{64}$/);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/sheet');
    vi.useRealTimers();
  });

  it('closes the tab and says so when the label cannot be made', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await openSheet(acetoneWithDocuments, () => problemResponse(500, 'internal-error'));
    await userEvent.click(within(documentsPart()).getByRole('button', { name: 'Print label' }));
    expect(await screen.findByText('The document could not be made. Try again.')).toBeVisible();
    expect(tab.close).toHaveBeenCalled();
  });
});

describe('file sizes', () => {
  it('reads as the language writes them', () => {
    expect(formatFileSize(412_345, 'en-US')).toBe('412 kB');
    expect(formatFileSize(1_430_000, 'de-DE')).toBe('1,4 MB');
    expect(formatFileSize(120, 'nl-NL')).toBe('1 kB');
  });
});
