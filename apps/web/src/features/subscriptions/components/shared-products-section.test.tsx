import type { Subscription, SubscriptionProduct } from '@sds/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fakeApi,
  jsonResponse,
  problemResponse,
  type SentRequest,
} from '../../../testing/fake-api.ts';
import { searchResponse } from '../../../testing/product-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { testAuthenticatedUser } from '../../../testing/test-config.ts';

const subscription: Subscription = {
  id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  subscriberCompanyId: testAuthenticatedUser.companyId,
  subscriberName: testAuthenticatedUser.companyName,
  publisherCompanyId: '6b2c3d4e-5f60-4b7c-9d8e-0f1a2b3c4d5e',
  publisherName: 'Solvents United GmbH',
  description: '',
  createdAt: '2026-03-04T09:00:00.000Z',
  acceptedCount: 1,
  pendingCount: 2,
};
const thinner: SubscriptionProduct = {
  productId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  revisionId: '2b3c4d5e-6f70-4b8c-9d0e-1f2a3b4c5d6e',
  name: 'Thinner T-40',
  supplier: 'Solvents United GmbH',
  articleNumber: 'T-40',
  masterCode: 'T40',
  locale: 'en-US',
  unNumber: '1263',
  signalWord: 'Danger',
  pictograms: ['GHS02', 'GHS07'],
  hStatements: ['H225', 'H336'],
  revisionDate: '2026-02-01',
  version: '3.1',
  approvedAt: '2026-03-01T10:00:00.000Z',
  hasUpdate: false,
  isUpdate: false,
};
const cleaner: SubscriptionProduct = {
  ...thinner,
  productId: '3c4d5e6f-7081-4c9d-8e0f-2a3b4c5d6e7f',
  revisionId: '4d5e6f70-8192-4d0e-9f1a-3b4c5d6e7f80',
  name: 'Cleaner C-2',
  signalWord: 'Warning',
  pictograms: ['GHS07'],
  hStatements: ['H319'],
  revisionDate: null,
  isUpdate: true,
};

const subscriptionsUrl = `/api/companies/${testAuthenticatedUser.companyId}/subscriptions`;

type Answer = (request: SentRequest, pathname: string) => Response | undefined;

/** The review screen's API with an empty review queue and one subscription with `pending`. */
function sharedApi(
  pending: SubscriptionProduct[],
  options: { subscriptions?: Subscription[]; answer?: Answer } = {},
) {
  let waiting = [...pending];
  const base = `/api/subscriptions/${subscription.id}/products`;
  return fakeApi((request) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const override = options.answer?.(request, pathname);
    if (override) return override;
    if (pathname === '/api/products') return jsonResponse(searchResponse([]));
    if (pathname === '/api/products/requests') return jsonResponse({ items: [], total: 0 });
    if (pathname === subscriptionsUrl) {
      const items = options.subscriptions ?? [{ ...subscription, pendingCount: waiting.length }];
      return jsonResponse({ items });
    }
    if (pathname === `${base}/pending`)
      return jsonResponse({ items: waiting, total: waiting.length });
    if (pathname === base && request.method === 'POST') {
      const { productIds } = request.body as { productIds: string[] };
      const accepted = waiting.filter((item) => productIds.includes(item.productId));
      waiting = waiting.filter((item) => !productIds.includes(item.productId));
      return jsonResponse({
        accepted: accepted.map(({ productId, revisionId }) => ({ productId, revisionId })),
      });
    }
    if (pathname.startsWith(`${base}/`) && request.method === 'DELETE') {
      const productId = pathname.split('/').at(-1);
      waiting = waiting.filter((item) => item.productId !== productId);
      return new Response(null, { status: 204 });
    }
    return problemResponse(404, 'not-found');
  });
}

async function openSharedProducts() {
  const view = await renderApp('/audit', { isAuthenticated: true, role: 'KeyUser' });
  const section = await screen.findByRole('region', { name: 'Shared products waiting' });
  return { ...view, section };
}

describe('shared products waiting on the review screen', () => {
  it('shows what each waiting product is, and which one updates a product people see', async () => {
    sharedApi([thinner, cleaner]);
    const { section } = await openSharedProducts();
    const group = await within(section).findByRole('region', {
      name: 'Shared by Solvents United GmbH',
    });
    const first = await within(group).findByRole('listitem', { name: 'Thinner T-40' });
    expect(group).toHaveTextContent('2 products waiting');
    expect(first).toHaveTextContent('SupplierSolvents United GmbH');
    expect(first).toHaveTextContent('LanguageEnglish');
    expect(first).toHaveTextContent('Revision dateFeb 1, 2026 · version 3.1');
    expect(first).toHaveTextContent('H-statementsH225, H336');
    expect(within(first).getByText('DANGER')).toBeVisible();
    expect(within(first).getByRole('img', { name: 'Flammable' })).toBeVisible();
    expect(within(first).queryByText('Update')).not.toBeInTheDocument();
    const second = within(group).getByRole('listitem', { name: 'Cleaner C-2' });
    expect(within(second).getByText('Update')).toBeVisible();
    expect(second).toHaveTextContent('Revision dateNot given');
    expect(second).toHaveTextContent(
      'They keep seeing the earlier version until you accept this one.',
    );
  });

  it('accepts one product, which leaves the list', async () => {
    const api = sharedApi([thinner, cleaner]);
    const { user, section } = await openSharedProducts();
    const item = await within(section).findByRole('listitem', { name: 'Thinner T-40' });
    const accept = within(item).getByRole('button', { name: 'Accept' });
    expect(accept).toHaveAccessibleDescription('Thinner T-40');
    await user.click(accept);

    expect(
      await screen.findByText(
        '“Thinner T-40” is accepted. Your colleagues can find it in their search now.',
      ),
    ).toBeInTheDocument();
    const sent = api.sent().find((request) => request.method === 'POST');
    expect(sent?.url).toBe(`/api/subscriptions/${subscription.id}/products`);
    expect(sent?.body).toEqual({ productIds: [thinner.productId] });
    expect(
      within(section).queryByRole('listitem', { name: 'Thinner T-40' }),
    ).not.toBeInTheDocument();
    expect(within(section).getByRole('listitem', { name: 'Cleaner C-2' })).toBeVisible();
  });

  it('refuses one product, saying when it comes back', async () => {
    const api = sharedApi([thinner]);
    const { user, section } = await openSharedProducts();
    const item = await within(section).findByRole('listitem', { name: 'Thinner T-40' });
    await user.click(within(item).getByRole('button', { name: 'Refuse' }));

    expect(
      await screen.findByText(
        '“Thinner T-40” is refused. It comes back here when Solvents United GmbH approves a new version.',
      ),
    ).toBeInTheDocument();
    const sent = api.sent().find((request) => request.method === 'DELETE');
    expect(sent?.url).toBe(`/api/subscriptions/${subscription.id}/products/${thinner.productId}`);
    expect(await within(section).findByText('No shared products are waiting')).toBeVisible();
  });

  it('asks before accepting all of a publisher’s products, then sends them at once', async () => {
    const api = sharedApi([thinner, cleaner]);
    const { user, section } = await openSharedProducts();
    await user.click(
      await within(section).findByRole('button', {
        name: 'Accept all: 2 products shared by Solvents United GmbH',
      }),
    );
    const dialog = screen.getByRole('alertdialog', {
      name: 'Accept all 2 products shared by Solvents United GmbH?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Accept all' }));

    expect(
      await screen.findByText('2 products shared by Solvents United GmbH are accepted.'),
    ).toBeInTheDocument();
    const sent = api.sent().find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({ productIds: [thinner.productId, cleaner.productId] });
  });

  it('says so when someone else decided the product meanwhile (404)', async () => {
    sharedApi([thinner], {
      answer: (request) =>
        request.method === 'POST' ? problemResponse(404, 'not-found') : undefined,
    });
    const { user, section } = await openSharedProducts();
    const item = await within(section).findByRole('listitem', { name: 'Thinner T-40' });
    await user.click(within(item).getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText(
        '“Thinner T-40” is no longer waiting: it was decided by someone else, or is no longer shared. The list has been refreshed.',
      ),
    ).toBeInTheDocument();
  });

  it('says the shared products could not be loaded, with Try again', async () => {
    sharedApi([], {
      answer: (_request, pathname) =>
        pathname.endsWith('/subscriptions')
          ? problemResponse(503, 'service-unavailable')
          : undefined,
    });
    const { section } = await openSharedProducts();
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'The shared products could not be loaded',
    );
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('stays away for a company that subscribes to nobody', async () => {
    const { sent } = sharedApi([], { subscriptions: [] });
    await renderApp('/audit', { isAuthenticated: true, role: 'KeyUser' });
    expect(await screen.findByRole('heading', { name: 'Waiting for review' })).toBeVisible();
    // The section shows while it asks (its chunk loads beside the list, in its own time), and
    // gives way once the answer names no publisher.
    await waitFor(() =>
      expect(sent().some((request) => request.url === subscriptionsUrl)).toBe(true),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Shared products waiting' }),
      ).not.toBeInTheDocument(),
    );
  });
});
