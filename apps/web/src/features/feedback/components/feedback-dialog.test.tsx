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

const CREATED = { id: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b', createdAt: '2026-03-02T08:15:00Z' };

/** The search screen's API, with `feedback` answering `POST /api/feedback`. */
function feedbackApi(feedback: () => Response = () => jsonResponse(CREATED, 201)) {
  return fakeApi(({ url, method }) =>
    url === '/api/feedback' && method === 'POST' ? feedback() : jsonResponse(searchResponse([])),
  );
}

const feedbackSent = (sent: SentRequest[]) => sent.filter(({ url }) => url === '/api/feedback');

async function openFeedback(role: 'User' | 'KeyUser' = 'User') {
  const view = await renderApp('/search?q=acetone', { isAuthenticated: true, role });
  // The entry and its texts load beside the screen, in chunks of their own.
  await view.user.click(await screen.findByRole('button', { name: 'Send feedback' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send feedback' });
  const message = within(dialog).getByRole('textbox', { name: 'Your message' });
  return { ...view, dialog, message };
}

describe('sending feedback', () => {
  it('sends the message, the rating and the screen it came from, then thanks in a toast', async () => {
    const { sent } = feedbackApi();
    const { dialog, message, user } = await openFeedback();
    await waitFor(() => expect(message).toHaveFocus());
    const ratings = within(dialog).getByRole('group', {
      name: 'How do you rate SDS Portal? (optional)',
    });
    expect(
      within(ratings)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    await user.type(message, 'The search finds everything, even with typos.');
    await user.click(within(ratings).getByRole('radio', { name: '4 – Very good' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Thank you. Your feedback has been sent.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const [request] = feedbackSent(sent());
    expect(request?.method).toBe('POST');
    expect(request?.body).toEqual({
      message: 'The search finds everything, even with typos.',
      rating: 4,
      screen: '/search',
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send feedback' })).toHaveFocus(),
    );
  });

  it('sends no rating unless one is chosen, and lets a chosen one be taken back', async () => {
    const { sent } = feedbackApi();
    const { dialog, message, user } = await openFeedback('KeyUser');
    await user.type(message, 'Please add a dark mode.');
    await user.click(within(dialog).getByRole('radio', { name: '2 – Fair' }));
    await user.click(within(dialog).getByRole('button', { name: 'Clear rating' }));
    expect(within(dialog).getByRole('radio', { name: '2 – Fair' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(feedbackSent(sent())).toHaveLength(1));
    expect(feedbackSent(sent())[0]?.body).toEqual({
      message: 'Please add a dark mode.',
      screen: '/search',
    });
  });

  it('asks for a message first and sends nothing without one', async () => {
    const { sent } = feedbackApi();
    const { dialog, message, user } = await openFeedback();
    await user.type(message, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(message).toHaveAccessibleDescription('Write your message first.');
    expect(message).toHaveFocus();
    expect(feedbackSent(sent())).toEqual([]);
  });

  it('says in minutes when to try again after too much feedback, keeping the message', async () => {
    feedbackApi(() => problemResponse(429, 'rate-limited', { 'Retry-After': '600' }));
    const { dialog, message, user } = await openFeedback();
    await user.type(message, 'One more thing.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have sent a lot of feedback in a short time. Try again in 10 minutes.',
    );
    expect(message).toHaveValue('One more thing.');
  });

  it('keeps what was written when the dialog is closed without sending', async () => {
    feedbackApi();
    const { dialog, message, user } = await openFeedback();
    await user.type(message, 'Half a thought');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(
      within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Your message' }),
    ).toHaveValue('Half a thought');
  });

  it('is not offered before a device has signed in', async () => {
    feedbackApi();
    await renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Send feedback' })).toBeNull();
  });
});
