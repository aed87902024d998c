import type {
  Product,
  ProductSummary,
  ProductVersion,
  ReviewDecision,
  VersionComparison,
} from '@sds/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fakeApi,
  jsonResponse,
  problemResponse,
  type SentRequest,
} from '../../../testing/fake-api.ts';
import {
  acetoneWithDocuments,
  productSummary,
  searchResponse,
} from '../../../testing/product-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { testAuthenticatedUser } from '../../../testing/test-config.ts';

const epoxyEnglish = productSummary({
  id: '0b6e8d2a-3c41-4f7a-9e15-2d8c7b6a5f01',
  name: 'Epoxy resin EP 210 – component A',
  supplier: 'Harzwerk Quellental GmbH',
  articleNumber: 'DC-3001-EN',
  masterCode: 'DC-EP210-A',
  locale: 'en-US',
  reviewStatus: 'InReview',
});
const epoxyGerman = productSummary({
  ...epoxyEnglish,
  id: '0b6e8d2a-3c41-4f7a-9e15-2d8c7b6a5f02',
  name: 'Epoxidharz EP 210 – Komponente A',
  articleNumber: 'DC-3001-DE',
  locale: 'de-DE',
});
const sulphuricAcid = productSummary({
  id: '7f3a1c9e-2b4d-4e6f-8a0b-1c2d3e4f5a60',
  name: 'Sulphuric acid 96 %',
  supplier: 'Kesselbrunn Säurechemie GmbH',
  articleNumber: 'DC-2002-EN',
  masterCode: 'DC-H2SO4-96',
  locale: 'en-US',
  reviewStatus: 'InReview',
});

/** The product as the server answers a decision or the pane: every field, in `status`. */
function productOf(summary: ProductSummary, reviewStatus = summary.reviewStatus): Product {
  const variants = [epoxyEnglish, epoxyGerman, sulphuricAcid]
    .filter((other) => other.masterCode === summary.masterCode)
    .map(({ id, locale, name }) => ({ id, locale, name, reviewStatus }));
  return { ...acetoneWithDocuments, ...summary, reviewStatus, variants };
}

const submitted: ReviewDecision = {
  id: '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  productId: epoxyEnglish.id,
  action: 'submit',
  fromStatus: 'Draft',
  toStatus: 'InReview',
  reason: null,
  actor: 'sds-portal-web',
  actorRole: 'KeyUser',
  decidedAt: '2026-03-30T09:15:00.000Z',
};

/** The company's subscriptions, whose shared products show below the list. */
const subscriptionsPath = `/api/companies/${testAuthenticatedUser.companyId}/subscriptions`;

/** Answers a decision instead of the fake; `leaveQueue` takes the product out of review. */
type Decide = (request: SentRequest, leaveQueue: () => void) => Response;

/** A product's versions and their changes, as `…/revisions` answers them (decision 0061). */
type Versions = { items: ProductVersion[]; comparison?: VersionComparison };
const NO_VERSIONS: Versions = { items: [] };

/** The review API of one company: the queue shrinks as products are decided. */
function reviewApi(queue: ProductSummary[], decide?: Decide, versions = NO_VERSIONS) {
  let waiting = [...queue];
  return fakeApi((request) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const [, , , id, action] = pathname.split('/');
    if (pathname === '/api/products') return jsonResponse(searchResponse(waiting));
    // The product requests and shared products below the list (issue 11) have their own tests.
    if (pathname === '/api/products/requests') return jsonResponse({ items: [], total: 0 });
    if (pathname === subscriptionsPath) return jsonResponse({ items: [] });
    const product = queue.find((item) => item.id === id);
    if (!product) return problemResponse(404, 'not-found');
    if (action === 'reviews') return jsonResponse({ items: [submitted] });
    if (action === 'revisions') {
      return pathname.endsWith('/changes')
        ? jsonResponse(versions.comparison)
        : jsonResponse({ items: versions.items });
    }
    if (request.method === 'POST') {
      const answer = decide?.(request, () => {
        waiting = waiting.filter((item) => item.id !== id);
      });
      if (answer) return answer;
      const isApprove = action === 'approve';
      const isAll = request.url.endsWith('AllLanguages=true');
      waiting = waiting.filter(
        (item) => item.id !== id && !(isAll && item.masterCode === product.masterCode),
      );
      return jsonResponse(productOf(product, isApprove ? 'Approved' : 'Rejected'));
    }
    return jsonResponse(productOf(product));
  });
}

async function openAudit(path = '/audit') {
  const view = await renderApp(path, { isAuthenticated: true, role: 'KeyUser' });
  await screen.findByRole('heading', { level: 1, name: 'Review' });
  return view;
}

const waitingList = () => screen.getByRole('region', { name: 'Waiting for review' });
const row = (name: string) => screen.getByRole('listitem', { name: new RegExp(name) });
const posts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'POST');

describe('the review screen', () => {
  it('lists the products waiting for review, each language with its state', async () => {
    const { sent } = reviewApi([sulphuricAcid, epoxyGerman, epoxyEnglish]);
    await openAudit();

    const groups = await within(waitingList()).findAllByRole('heading', { level: 3 });
    expect(groups.map((heading) => heading.textContent)).toEqual([
      'Epoxy resin EP 210 – component A',
      'Sulphuric acid 96 %',
    ]);
    const german = row('Epoxidharz');
    expect(german).toHaveTextContent('Deutsch');
    expect(german).toHaveTextContent('de-DE');
    expect(german).toHaveTextContent('Art. no. DC-3001-DE');
    expect(german).toHaveTextContent('In review');
    expect(within(waitingList()).getAllByText('Harzwerk Quellental GmbH')).toHaveLength(1);
    // Counted by product: the epoxy's two languages are one product.
    expect(screen.getByText('2 products')).toBeInTheDocument();
    expect(within(german).getByRole('link', { name: 'Review' })).toHaveAttribute(
      'href',
      `/audit?review=${epoxyGerman.id}`,
    );
    expect(sent()[0]?.url).toBe('/api/products?onlyApproval=true&allLocales=true&pageSize=100');
  });

  it('says so when nothing is waiting for review', async () => {
    reviewApi([]);
    await openAudit();
    expect(await screen.findByText('Nothing is waiting for review')).toBeVisible();
  });

  it('says the products could not be loaded when the list fails', async () => {
    // The shared products fail as well: each section says what it could not load.
    fakeApi(({ url }) =>
      url.startsWith('/api/products/requests')
        ? jsonResponse({ items: [], total: 0 })
        : problemResponse(500, 'internal-error'),
    );
    await openAudit();
    const failed = await within(waitingList()).findByRole('alert', {
      name: 'The products could not be loaded',
    });
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeEnabled();
    const shared = await screen.findByRole('region', { name: 'Shared products waiting' });
    expect(
      await within(shared).findByRole('alert', { name: 'The shared products could not be loaded' }),
    ).toBeVisible();
  });

  it('approves one language, and with the choice ticked every language in review', async () => {
    const { sent } = reviewApi([epoxyEnglish, epoxyGerman, sulphuricAcid]);
    const { user } = await openAudit();

    await user.click(
      within(await screen.findByRole('listitem', { name: /Sulphuric/ })).getByRole('button', {
        name: 'Approve',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Approve “Sulphuric acid 96 %”?' });
    // Sulphuric acid waits in one language only: there is nothing more to choose.
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(sent()).map((request) => request.url)).toEqual([
      `/api/products/${sulphuricAcid.id}/approve?approveAllLanguages=false`,
    ]);
    expect(await screen.findByText('“Sulphuric acid 96 %” is approved.')).toBeVisible();

    await user.click(within(row('Epoxy resin')).getByRole('button', { name: 'Approve' }));
    const epoxyDialog = screen.getByRole('dialog');
    const allLanguages = within(epoxyDialog).getByRole('checkbox', {
      name: 'Also approve the other languages waiting for review',
    });
    expect(allLanguages).not.toBeChecked();
    expect(allLanguages).toHaveAccessibleDescription('Deutsch');
    await user.click(allLanguages);
    await user.click(within(epoxyDialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(screen.getByText('Nothing is waiting for review')).toBeVisible());
    expect(posts(sent()).at(-1)?.url).toBe(
      `/api/products/${epoxyEnglish.id}/approve?approveAllLanguages=true`,
    );
    const decided = screen.getByRole('region', { name: 'Decided just now' });
    const decidedRows = within(decided).getAllByRole('listitem');
    expect(decidedRows.map((item) => item.textContent)).toEqual([
      'Epoxy resin EP 210 – component AEnglishApproved',
      'Epoxidharz EP 210 – Komponente ADeutschApproved',
      'Sulphuric acid 96 %EnglishApproved',
    ]);
    // The decided row is gone, so focus goes to the list it left.
    expect(screen.getByRole('heading', { name: 'Waiting for review' })).toHaveFocus();
  });

  it('decides a product in all its languages at once from its card', async () => {
    const { sent } = reviewApi([epoxyEnglish, epoxyGerman, sulphuricAcid]);
    const { user } = await openAudit();

    const epoxy = await within(waitingList()).findByRole('region', { name: /Epoxy resin/ });
    // Sulphuric acid waits in one language: its row is the decision, its card has none.
    const acid = within(waitingList()).getByRole('region', { name: /Sulphuric/ });
    expect(within(acid).queryByRole('button', { name: 'Approve all languages' })).toBeNull();

    await user.click(within(epoxy).getByRole('button', { name: 'Approve all languages' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Approve “Epoxy resin EP 210 – component A”?',
    });
    const allLanguages = within(dialog).getByRole('checkbox', {
      name: 'Also approve the other languages waiting for review',
    });
    expect(allLanguages).toBeChecked();
    expect(allLanguages).toHaveAccessibleDescription('Deutsch');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(sent()).map((request) => request.url)).toEqual([
      `/api/products/${epoxyEnglish.id}/approve?approveAllLanguages=true`,
    ]);
    expect(await screen.findByText('1 product')).toBeInTheDocument();
  });

  it('asks for the reason of a rejection and sends it', async () => {
    const { sent } = reviewApi([sulphuricAcid]);
    const { user } = await openAudit();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject “Sulphuric acid 96 %”?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for rejection' });

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining('Please fill in the reason for rejection'),
    );
    expect(reason).toHaveFocus();
    expect(posts(sent())).toEqual([]);

    await user.type(reason, '  Section 8 still lists the old glove material.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(posts(sent())).toHaveLength(1));
    const [rejection] = posts(sent());
    expect(rejection?.url).toBe(
      `/api/products/${sulphuricAcid.id}/reject?rejectAllLanguages=false`,
    );
    expect(rejection?.body).toEqual({ reason: 'Section 8 still lists the old glove material.' });
    const decided = await screen.findByRole('region', { name: 'Decided just now' });
    expect(decided).toHaveTextContent('Rejected');
  });

  it('refuses a reason longer than 2000 characters before sending it', async () => {
    const { sent } = reviewApi([sulphuricAcid]);
    const { user } = await openAudit();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const reason = screen.getByRole('textbox', { name: 'Reason for rejection' });
    await user.click(reason);
    await user.paste('x'.repeat(2001));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
    expect(screen.getByText('The reason can be at most 2000 characters long.')).toBeVisible();
    expect(screen.getByText('2001 of 2000 characters')).toBeVisible();
    expect(posts(sent())).toEqual([]);
  });

  it('says the product was decided already when someone else was first (409)', async () => {
    // Another key user rejected it a moment earlier.
    const { sent } = reviewApi([sulphuricAcid], (_request, leaveQueue) => {
      leaveQueue();
      return Response.json(
        { type: 'conflict', title: 'Cannot approve', status: 409, reviewStatus: 'Rejected' },
        { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
      );
    });
    const { user } = await openAudit();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));

    expect(
      await screen.findByText(
        '“Sulphuric acid 96 %” was already decided by someone else. Its status is now Rejected.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: /Sulphuric/ })).not.toBeInTheDocument();
    // The list is read again to show what else changed meanwhile.
    await waitFor(() =>
      expect(sent().filter((request) => request.url.startsWith('/api/products?'))).toHaveLength(2),
    );
  });

  it('keeps the dialog and the reason when the decision could not be sent', async () => {
    reviewApi([sulphuricAcid], () => problemResponse(503, 'service-unavailable'));
    const { user } = await openAudit();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    await user.type(screen.getByRole('textbox'), 'Wrong supplier');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText(
        'SDS Portal could not be reached. Check your connection and try again.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('textbox')).toHaveValue('Wrong supplier');
  });

  it('gives focus back to the button that opened a cancelled dialog', async () => {
    reviewApi([sulphuricAcid]);
    const { user } = await openAudit();
    const approve = await screen.findByRole('button', { name: 'Approve' });
    await user.click(approve);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(approve).toHaveFocus());
  });

  it('opens a product beside its SDS pdf, with its history, and decides there', async () => {
    const { sent } = reviewApi([epoxyEnglish, epoxyGerman]);
    const { user, router } = await openAudit();
    await user.click(
      within(await screen.findByRole('listitem', { name: /Epoxidharz/ })).getByRole('link', {
        name: 'Review',
      }),
    );

    const title = await screen.findByRole('heading', {
      level: 1,
      name: 'Epoxidharz EP 210 – Komponente A',
    });
    await waitFor(() => expect(title).toHaveFocus());
    expect(
      screen.getByTitle('Safety data sheet of Epoxidharz EP 210 – Komponente A'),
    ).toHaveAttribute('src', `${acetoneWithDocuments.documents[0]?.url}#navpanes=0&view=FitH`);
    const history = screen.getByRole('region', { name: 'Decision history' });
    expect(await within(history).findByText('Submitted for review')).toBeVisible();
    expect(history).toHaveTextContent('Key user · sds-portal-web');
    expect(screen.getByRole('region', { name: 'First Aid' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason for rejection' }), 'Typo in H317');
    await user.click(screen.getByRole('checkbox', { name: /Also reject the other languages/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(posts(sent()).at(-1)?.url).toBe(
      `/api/products/${epoxyGerman.id}/reject?rejectAllLanguages=true`,
    );
    expect(await screen.findByText('Nothing is waiting for review')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Decided just now' })).toHaveTextContent(
      'Epoxy resin EP 210 – component AEnglishRejected',
    );
  });

  it('shows in the pane what the version in review changes from the one users see', async () => {
    const version = (id: string, isShownToUsers: boolean): ProductVersion => ({
      id,
      revisionDate: '2026-03-01',
      version: isShownToUsers ? '1.0' : '2.0',
      reviewStatus: isShownToUsers ? 'Approved' : 'InReview',
      approvedAt: isShownToUsers ? '2026-03-02T10:00:00.000Z' : null,
      approvedBy: isShownToUsers ? 'Key user' : null,
      isShownToUsers,
      createdAt: '2026-03-01T10:00:00.000Z',
      documents: [],
    });
    const [working, shown] = [
      '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5',
      '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    ];
    const { sent } = reviewApi([sulphuricAcid], undefined, {
      items: [version(working, false), version(shown, true)],
      comparison: {
        fromRevisionId: shown,
        toRevisionId: working,
        changes: [
          { field: 'hStatements', kind: 'codes', added: ['H317'], removed: ['H319'] },
          {
            field: 'personalProtection',
            kind: 'text',
            parts: [
              { change: 'same', text: 'Wear ' },
              { change: 'removed', text: 'nitrile' },
              { change: 'added', text: 'butyl' },
              { change: 'same', text: ' gloves.' },
            ],
          },
        ],
      },
    });
    await renderApp(`/audit?review=${sulphuricAcid.id}`, {
      isAuthenticated: true,
      role: 'KeyUser',
    });
    const changes = await screen.findByRole('region', {
      name: 'What changed since the approved version',
    });
    const fields = await within(changes).findAllByRole('term');
    expect(fields.map((field) => field.textContent)).toEqual([
      'H-statements/EUH-statements',
      'Personal protection equipment',
    ]);
    expect(
      within(changes)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['added: H317 removed: H319', 'Wear removed: nitrileadded: butyl gloves.']);
    expect(sent().map((request) => request.url)).toContain(
      `/api/products/${sulphuricAcid.id}/revisions/${working}/changes?from=${shown}`,
    );
  });

  it('offers no decision in the pane of a product that left review', async () => {
    reviewApi([{ ...sulphuricAcid, reviewStatus: 'Approved' }]);
    await renderApp(`/audit?review=${sulphuricAcid.id}`, {
      isAuthenticated: true,
      role: 'KeyUser',
    });
    expect(
      await screen.findByText('This product is not waiting for review. Its status is Approved.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('shows a User the not-allowed screen and asks the API nothing', async () => {
    const { sent } = reviewApi([sulphuricAcid]);
    await renderApp('/audit', { isAuthenticated: true, role: 'User' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    expect(
      screen.getByRole('alert', { name: /^Only key users can open this screen\./ }),
    ).toBeVisible();
    expect(sent()).toEqual([]);
  });
});
