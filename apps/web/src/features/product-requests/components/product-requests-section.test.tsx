import type { ImportStatusResponse, ProductRequest } from '@sds/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeApi,
  jsonResponse,
  problemResponse,
  type SentRequest,
} from '../../../testing/fake-api.ts';
import { searchResponse } from '../../../testing/product-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const PRODUCT_ID = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';

const withFile: ProductRequest = {
  id: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
  status: 'Open',
  requester: { kind: 'device', role: 'User', name: 'sds-portal-web' },
  companyName: 'Acme Chemicals',
  isExistingProduct: false,
  remarks: 'Degreaser X-200\nUsed in the paint shop since March.',
  file: { fileName: 'x200-sds.pdf', contentType: 'application/pdf', sizeBytes: 412_000 },
  productId: null,
  decidedBy: null,
  decidedAt: null,
  createdAt: '2026-03-02T08:15:00.000Z',
};
const withoutFile: ProductRequest = {
  ...withFile,
  id: '2c3d4e5f-6071-4b8c-9d0e-1f2a3b4c5d6e',
  requester: { kind: 'account', role: 'CompanyAdmin', name: 'Ada Lovelace' },
  isExistingProduct: true,
  remarks: 'Hand cleaning paste, new supplier',
  file: null,
};

function importStatus(status: ImportStatusResponse['status']): ImportStatusResponse {
  return {
    status,
    productId: PRODUCT_ID,
    fieldsToConfirm: [],
    findings: [],
    updatedAt: '2026-03-02T09:00:00Z',
  };
}

type Answer = (request: SentRequest, pathname: string) => Response | undefined;

/**
 * The review screen's API: an empty review queue and these open requests; convert answers a
 * product, dismiss the request dismissed, unless `answer` says otherwise. Decided requests
 * leave the open list, as on the server.
 */
function requestsApi(open: ProductRequest[], answer?: Answer) {
  let waiting = [...open];
  const statuses = [importStatus('Importing'), importStatus('Completed')];
  return fakeApi((request) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const override = answer?.(request, pathname);
    if (override) return override;
    if (pathname === '/api/products') return jsonResponse(searchResponse([]));
    if (pathname === '/api/products/requests') {
      return jsonResponse({ items: waiting, total: waiting.length });
    }
    if (pathname === `/api/products/${PRODUCT_ID}/importstatus`) {
      return jsonResponse(statuses.shift() ?? importStatus('Completed'));
    }
    const [, , , , id = '', action] = pathname.split('/');
    const found = waiting.find((item) => item.id === id);
    if (!found) return problemResponse(404, 'not-found');
    if (action === 'file') {
      return new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
    }
    waiting = waiting.filter((item) => item.id !== id);
    if (action === 'convert') {
      return jsonResponse({ productId: PRODUCT_ID, importStatus: found.file ? 'Waiting' : 'New' });
    }
    return jsonResponse({ ...found, status: 'Dismissed', decidedBy: 'sds-portal-web' });
  });
}

async function openRequests() {
  const view = await renderApp('/audit', { isAuthenticated: true, role: 'KeyUser' });
  // The section and its texts load beside the review list, in chunks of their own.
  const section = await screen.findByRole('region', { name: 'Product requests' });
  return { ...view, section };
}

const requestItem = (name: string) => screen.getByRole('listitem', { name });
const posts = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'POST').map((request) => request.url);

afterEach(() => vi.restoreAllMocks());

describe('product requests on the review screen', () => {
  it('lists the open requests with who asked, when, what, and the file', async () => {
    const { sent } = requestsApi([withFile, withoutFile]);
    const { section } = await openRequests();

    expect(await within(section).findByText('2 open requests')).toHaveAttribute('role', 'status');
    const first = requestItem('Degreaser X-200');
    expect(first).toHaveTextContent('Requested byUser · SDS Portal in a browser');
    expect(first).toHaveTextContent('Mar 2, 2026');
    expect(first).toHaveTextContent('KindA new product');
    expect(first).toHaveTextContent('Used in the paint shop since March.');
    expect(within(first).getByRole('button', { name: 'Open x200-sds.pdf' })).toBeVisible();
    expect(within(first).getByRole('button', { name: 'Convert and import' })).toBeVisible();

    const second = requestItem('Hand cleaning paste, new supplier');
    expect(second).toHaveTextContent('Company administrator · Ada Lovelace');
    expect(second).toHaveTextContent('A newer sheet for a product you have');
    expect(second).toHaveTextContent('None attached');
    expect(
      within(second).getByRole('button', { name: 'Convert to product' }),
    ).toHaveAccessibleDescription('Hand cleaning paste, new supplier');
    expect(sent().map((request) => request.url)).toContain(
      '/api/products/requests?status=Open&pageSize=100',
    );
  });

  it('says so when no request is open', async () => {
    requestsApi([]);
    const { section } = await openRequests();
    expect(await within(section).findByText('No open product requests')).toBeVisible();
  });

  it('converts a request with a file, follows its import and opens the product when done', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { sent } = requestsApi([withFile]);
      const { user } = await openRequests();
      const item = await screen.findByRole('listitem', { name: 'Degreaser X-200' });
      await user.click(within(item).getByRole('button', { name: 'Convert and import' }));

      const converted = await screen.findByRole('region', { name: 'Converted just now' });
      const row = within(converted).getByRole('listitem', { name: 'Degreaser X-200' });
      expect(await within(row).findByText('Reading the safety data sheet…')).toBeVisible();
      await waitFor(() => expect(row.querySelector('[aria-live="polite"]')).toHaveFocus());
      expect(screen.queryByRole('button', { name: 'Convert and import' })).toBeNull();

      await vi.advanceTimersByTimeAsync(2_000);
      expect(await within(row).findByText('Imported')).toBeVisible();
      expect(
        within(row).getByRole('link', { name: 'Open the product made from x200-sds.pdf' }),
      ).toHaveAttribute('href', `/product/${PRODUCT_ID}/edit`);
      expect(posts(sent())).toEqual([`/api/products/requests/${withFile.id}/convert`]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns a request without a file into a draft and opens it in the editor', async () => {
    requestsApi([withoutFile]);
    const { user, router } = await openRequests();
    const item = await screen.findByRole('listitem', { name: 'Hand cleaning paste, new supplier' });
    await user.click(within(item).getByRole('button', { name: 'Convert to product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/product/${PRODUCT_ID}/edit`));
    expect(
      await screen.findByText(
        'The request is now a draft product. Fill it in and submit it for review.',
      ),
    ).toBeInTheDocument();
  });

  it('dismisses a request only after a confirmation', async () => {
    const { sent, user } = await (async () => {
      const api = requestsApi([withFile, withoutFile]);
      return { ...api, ...(await openRequests()) };
    })();
    const item = await screen.findByRole('listitem', { name: 'Degreaser X-200' });
    await user.click(within(item).getByRole('button', { name: 'Dismiss…' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Dismiss this request?' });
    expect(dialog).toHaveTextContent(
      'The request from User · SDS Portal in a browser is closed without a product.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts(sent())).toEqual([]);
    await waitFor(() =>
      expect(within(item).getByRole('button', { name: 'Dismiss…' })).toHaveFocus(),
    );

    await user.click(within(item).getByRole('button', { name: 'Dismiss…' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss request' }));
    expect(await screen.findByText('The request is dismissed.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('listitem', { name: 'Degreaser X-200' })).toBeNull();
    expect(screen.getByText('1 open request')).toBeVisible();
    expect(posts(sent())).toEqual([`/api/products/requests/${withFile.id}/dismiss`]);
  });

  it('says when another key user decided a request first (409), and leaves it out', async () => {
    const conflict = (request: SentRequest) =>
      request.method === 'POST' ? problemResponse(409, 'conflict') : undefined;
    requestsApi([withFile, withoutFile], conflict);
    const { user } = await openRequests();

    const first = await screen.findByRole('listitem', { name: 'Degreaser X-200' });
    await user.click(within(first).getByRole('button', { name: 'Convert and import' }));
    expect(
      await screen.findByText('Another key user has already converted or dismissed this request.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Degreaser X-200' })).toBeNull(),
    );

    const second = requestItem('Hand cleaning paste, new supplier');
    await user.click(within(second).getByRole('button', { name: 'Dismiss…' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss request' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Dismiss this request?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Another key user has already converted or dismissed this request.',
    );
  });

  it('opens the attached SDS through its authenticated call, in a new tab', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:request-sds');
    const { sent } = requestsApi([withFile]);
    const { user } = await openRequests();
    const item = await screen.findByRole('listitem', { name: 'Degreaser X-200' });
    await user.click(within(item).getByRole('button', { name: 'Open x200-sds.pdf' }));

    await waitFor(() => expect(tab.location.href).toBe('blob:request-sds'));
    const fileCall = sent().find((request) => request.url.endsWith('/file'));
    expect(fileCall?.url).toBe(`/api/products/requests/${withFile.id}/file`);
    expect(fileCall?.headers.get('AuthCode')).toMatch(/^[0-9a-f]{64}$/);
    expect(tab.opener).toBeNull();
  });

  it('says the requests could not be loaded, with Try again', async () => {
    requestsApi([], (_request, pathname) =>
      pathname === '/api/products/requests' ? problemResponse(403, 'forbidden') : undefined,
    );
    const { section } = await openRequests();
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'The product requests could not be loaded.',
    );
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
