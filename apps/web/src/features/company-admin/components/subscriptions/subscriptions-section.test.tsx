import type { Subscription } from '@sds/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testCompany } from '../../../../testing/admin-fixtures.ts';
import { jsonResponse, type SentRequest } from '../../../../testing/fake-api.ts';
import { renderAdmin } from '../../../../testing/render-admin.tsx';

const supplier: Subscription = {
  id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  subscriberCompanyId: testCompany.id,
  subscriberName: testCompany.name,
  publisherCompanyId: '6b2c3d4e-5f60-4b7c-9d8e-0f1a2b3c4d5e',
  publisherName: 'Solvents United GmbH',
  description: 'Our main solvent supplier',
  createdAt: '2026-03-04T09:00:00.000Z',
  acceptedCount: 12,
  pendingCount: 3,
};
const subscriber: Subscription = {
  ...supplier,
  id: '7c3d4e5f-6071-4c8d-9e0f-1a2b3c4d5e6f',
  subscriberCompanyId: '8d4e5f60-7182-4d9e-8f1a-2b3c4d5e6f70',
  subscriberName: 'Harbour Works B.V.',
  publisherCompanyId: testCompany.id,
  publisherName: testCompany.name,
  description: '',
  acceptedCount: 4,
  pendingCount: 0,
};
const newPublisher: Subscription = {
  ...supplier,
  id: '9e5f6071-8293-4e0f-9a1b-3c4d5e6f7081',
  publisherName: 'Paint Partners GmbH',
  description: 'Trial',
  acceptedCount: 0,
  pendingCount: 7,
};

type Call = SentRequest & { pathname: string };

/** The subscription calls as the server answers them, over the fake administration API. */
function subscriptionsApi(refuseSubscribe?: (call: Call) => Response | undefined) {
  let subscriptions = [supplier];
  let subscribers = [subscriber];
  return (call: Call): Response | undefined => {
    const { pathname, method } = call;
    if (pathname === `/api/companies/${testCompany.id}/subscriptions`) {
      return jsonResponse({ items: subscriptions });
    }
    if (pathname === `/api/companies/${testCompany.id}/subscribers`) {
      return jsonResponse({ items: subscribers });
    }
    if (pathname === `/api/companies/${testCompany.id}/subscribe`) {
      const refused = refuseSubscribe?.(call);
      if (refused) return refused;
      subscriptions = [...subscriptions, newPublisher];
      return jsonResponse(newPublisher, 201);
    }
    if (pathname.startsWith('/api/subscriptions/') && method === 'DELETE') {
      const id = pathname.split('/')[3];
      subscriptions = subscriptions.filter((item) => item.id !== id);
      subscribers = subscribers.filter((item) => item.id !== id);
      return new Response(null, { status: 204 });
    }
    return undefined;
  };
}

function problem(status: number, body: Record<string, unknown>, headers: HeadersInit = {}) {
  return new Response(JSON.stringify({ title: String(body.type), status, ...body }), {
    status,
    headers: { 'Content-Type': 'application/problem+json', ...headers },
  });
}

const openSection = (refuseSubscribe?: (call: Call) => Response | undefined) =>
  renderAdmin('/admin/subscriptions', {
    heading: 'Subscriptions',
    answer: subscriptionsApi(refuseSubscribe),
  });

describe('the subscriptions section', () => {
  it('lists the publishers the company subscribes to and the companies that subscribe to it', async () => {
    await openSection();
    const mine = await screen.findByRole('list', { name: 'Companies you subscribe to' });
    const card = within(mine).getByRole('listitem', { name: 'Solvents United GmbH' });
    expect(card).toHaveTextContent('SinceMar 4, 2026');
    expect(card).toHaveTextContent('Products accepted12');
    expect(card).toHaveTextContent('Waiting for a key user3');
    expect(card).toHaveTextContent('NoteOur main solvent supplier');
    const theirs = await screen.findByRole('list', { name: 'Companies that subscribe to yours' });
    const other = within(theirs).getByRole('listitem', { name: 'Harbour Works B.V.' });
    expect(other).toHaveTextContent('Products they accepted4');
    expect(
      within(other).getByRole('button', { name: 'End the subscription of Harbour Works B.V.' }),
    ).toBeVisible();
  });

  it('subscribes with a code and a note, and lists the new publisher', async () => {
    const { user, api } = await openSection();
    await user.type(await screen.findByLabelText('Subscription code'), ' s5dt-7kwn-3bgy-9fqa ');
    await user.type(screen.getByLabelText('Note (optional)'), 'Trial');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(
      await screen.findByText(
        'Your company now subscribes to Paint Partners GmbH: your key users accept its products on the Review screen.',
      ),
    ).toBeInTheDocument();
    const sent = api.sent().find((request) => request.url.endsWith('/subscribe'));
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({ subscriptionCode: 's5dt-7kwn-3bgy-9fqa', description: 'Trial' });
    expect(await screen.findByRole('listitem', { name: 'Paint Partners GmbH' })).toBeVisible();
    expect(screen.getByLabelText('Subscription code')).toHaveValue('');
  });

  it('asks for the code before sending anything', async () => {
    const { user, api } = await openSection();
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please fill in the subscription code')).toBeVisible();
    expect(screen.getByLabelText('Subscription code')).toHaveFocus();
    expect(api.sent().some((request) => request.url.endsWith('/subscribe'))).toBe(false);
  });

  it('says at the field that no company has a wrong code', async () => {
    const { user } = await openSection(() =>
      problem(400, {
        type: 'validation-failed',
        errors: [
          {
            path: 'body.subscriptionCode',
            code: 'subscription-code-invalid',
            message: 'No company has this subscription code',
          },
        ],
      }),
    );
    await user.type(await screen.findByLabelText('Subscription code'), 'WRONG-CODE');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const field = screen.getByLabelText('Subscription code');
    expect(await screen.findByText(/^No company has this subscription code\./)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
  });

  it.each([
    [
      'own-subscription-code',
      'This is your own company’s subscription code. Enter the code of the company whose products you want.',
    ],
    ['already-subscribed', 'Your company already subscribes to this company.'],
  ])('explains a refusal (409 with the field error %s)', async (code, message) => {
    const { user } = await openSection(() =>
      problem(409, {
        type: 'conflict',
        errors: [{ path: 'body.subscriptionCode', code, message: 'refused' }],
      }),
    );
    await user.type(await screen.findByLabelText('Subscription code'), 'S5DT-7KWN-3BGY-9FQA');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says when to try again after too many wrong codes (429)', async () => {
    const { user } = await openSection(() =>
      problem(429, { type: 'rate-limited' }, { 'Retry-After': '1200' }),
    );
    await user.type(await screen.findByLabelText('Subscription code'), 'S5DT-7KWN-3BGY-9FQA');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong subscription codes. Try again in 20 minutes.',
    );
  });

  it('asks before ending a subscription, saying access ends at once', async () => {
    const { user, api } = await openSection();
    await user.click(
      await screen.findByRole('button', { name: 'End the subscription to Solvents United GmbH' }),
    );
    const dialog = screen.getByRole('alertdialog', {
      name: 'End the subscription to Solvents United GmbH?',
    });
    expect(dialog).toHaveTextContent(
      'Your colleagues lose access to the products of Solvents United GmbH at once.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'End subscription' }));

    expect(
      await screen.findByText('The subscription to Solvents United GmbH has ended.'),
    ).toBeInTheDocument();
    const sent = api.sent().find((request) => request.method === 'DELETE');
    expect(sent?.url).toBe(`/api/subscriptions/${supplier.id}`);
    expect(await screen.findByText('Your company subscribes to no other company.')).toBeVisible();
  });
});
