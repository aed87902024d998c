import type { FeedbackItem } from '@sds/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testPlatformAdmin } from '../../../../testing/admin-fixtures.ts';
import { jsonResponse, problemResponse, type SentRequest } from '../../../../testing/fake-api.ts';
import { renderAdmin } from '../../../../testing/render-admin.tsx';

const fromPhone: FeedbackItem = {
  id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  companyId: '3f1c2a9e-5b7d-4e21-9a0c-6d8e2f4b1a77',
  companyName: 'Acme Chemicals',
  sender: { kind: 'device', role: 'User', name: 'sds-portal-web' },
  message: 'The search finds everything.\nEven with typos!',
  rating: 5,
  screen: '/search',
  createdAt: '2026-03-03T10:14:00.000Z',
  handled: false,
  handledAt: null,
};
const handledEarlier: FeedbackItem = {
  ...fromPhone,
  id: '8b9c0d1e-2f3a-4b4c-9d5e-6f7a8b9c0d1e',
  companyId: null,
  companyName: null,
  sender: { kind: 'account', role: 'Admin', name: 'Grace Hopper' },
  message: 'Test from the operator.',
  rating: null,
  screen: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  handled: true,
  handledAt: '2026-03-01T12:00:00.000Z',
};

/**
 * The Admin's feedback calls over a list kept here: newest first, `handled=false` filters,
 * `PUT` marks (and keeps when it was first handled, as the server does).
 */
function feedbackServer(items: FeedbackItem[]) {
  const stored = items.map((item) => ({ ...item }));
  return ({ pathname, url, method, body }: SentRequest & { pathname: string }) => {
    if (pathname === '/api/feedback' && method === 'GET') {
      const handled = new URL(url, 'http://localhost').searchParams.get('handled');
      const shown = stored.filter((item) => handled === null || String(item.handled) === handled);
      return jsonResponse({ items: shown, total: shown.length });
    }
    const [, , , id] = pathname.split('/');
    const item = stored.find((entry) => entry.id === id);
    if (pathname.startsWith('/api/feedback/') && method === 'PUT') {
      if (!item) return problemResponse(404, 'not-found');
      item.handled = (body as { handled: boolean }).handled;
      item.handledAt = item.handled
        ? (item.handledAt ?? '2026-03-04T08:00:00.000Z')
        : item.handledAt;
      return jsonResponse(item);
    }
    return undefined;
  };
}

const openInbox = (
  answer = feedbackServer([fromPhone, handledEarlier]),
  path = '/admin/feedback',
) => renderAdmin(path, { heading: 'Feedback', self: testPlatformAdmin, answer });

const card = (name: string | RegExp) => screen.getAllByRole('listitem', { name })[0]!;

describe('the Admin’s feedback', () => {
  it('is a place of the Admin’s navigation, beside Companies and the catalogue', async () => {
    const { user, router } = await renderAdmin('/admin', {
      heading: 'Companies',
      self: testPlatformAdmin,
      answer: feedbackServer([fromPhone]),
    });
    const places = screen.getByRole('navigation', { name: 'Administration' });
    await user.click(within(places).getByRole('link', { name: 'Feedback' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/feedback');
  });

  it('lists every message newest first with company, sender, rating, screen and state', async () => {
    const { api } = await openInbox();
    expect(await screen.findByText('2 messages')).toHaveAttribute('role', 'status');
    const [newest, older] = screen.getAllByRole('listitem');
    expect(newest).toHaveAccessibleName('Acme Chemicals');
    expect(newest).toHaveTextContent('Sent byUser · SDS Portal in a browser');
    expect(newest).toHaveTextContent('Rating5 of 5');
    expect(newest).toHaveTextContent('Screen/search');
    expect(newest).toHaveTextContent('Waiting');
    expect(
      within(newest!).getByText(/The search finds everything\.\s+Even with typos!/),
    ).toBeVisible();

    expect(older).toHaveAccessibleName('SDS Portal administration');
    expect(older).toHaveTextContent('Administrator · Grace Hopper');
    expect(older).toHaveTextContent('RatingNone given');
    expect(older).toHaveTextContent('ScreenNot given');
    expect(older).toHaveTextContent('Handled Mar 1, 2026');
    expect(within(older!).getByRole('button', { name: 'Mark as waiting' })).toBeVisible();
    expect(api.sent().find((request) => request.url.startsWith('/api/feedback'))?.url).toBe(
      '/api/feedback?page=1&pageSize=25',
    );
  });

  it('marks a message handled, and waiting again', async () => {
    const { user, api } = await openInbox();
    await screen.findByText('2 messages');
    const message = card('Acme Chemicals');
    const mark = within(message).getByRole('button', { name: 'Mark handled' });
    expect(mark).toHaveAccessibleDescription(/^Acme Chemicals Mar 3, 2026/);
    await user.click(mark);

    expect(await screen.findByText('Marked handled.')).toBeInTheDocument();
    expect(await within(message).findByText('Handled Mar 4, 2026', { exact: false })).toBeVisible();
    const puts = () => api.sent().filter((request) => request.method === 'PUT');
    expect(puts()[0]?.url).toBe(`/api/feedback/${fromPhone.id}`);
    expect(puts()[0]?.body).toEqual({ handled: true });

    await user.click(within(message).getByRole('button', { name: 'Mark as waiting' }));
    await waitFor(() => expect(puts()[1]?.body).toEqual({ handled: false }));
    expect(await within(message).findByText('Waiting')).toBeVisible();
  });

  it('shows only what still waits when asked, keeping the choice in the address', async () => {
    const { user, api, router } = await openInbox();
    await screen.findByText('2 messages');
    await user.click(screen.getByRole('checkbox', { name: 'Show only messages still waiting' }));

    expect(await screen.findByText('1 message waiting')).toBeVisible();
    expect(router.state.location.search).toBe('?waiting=1');
    expect(api.sent().at(-1)?.url).toBe('/api/feedback?handled=false&page=1&pageSize=25');
    expect(screen.queryByRole('listitem', { name: 'SDS Portal administration' })).toBeNull();

    await user.click(within(card('Acme Chemicals')).getByRole('button', { name: 'Mark handled' }));
    expect(
      await screen.findByText('Nothing is waiting', { selector: '[role="status"]' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Feedback' })).toHaveFocus(),
    );
  });

  it('says when the feedback cannot be read', async () => {
    await openInbox(({ pathname }) =>
      pathname === '/api/feedback' ? problemResponse(503, 'service-unavailable') : undefined,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The feedback could not be loaded.SDS Portal could not be reached.',
    );
  });

  it('is not a place for a CompanyAdmin', async () => {
    await renderAdmin('/admin', { heading: 'Company details' });
    expect(screen.queryByRole('link', { name: 'Feedback' })).toBeNull();
  });
});
