import type { DueForReviewResponse } from '@sds/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, problemResponse } from '../../../testing/fake-api.ts';
import { acetone } from '../../../testing/product-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const due: DueForReviewResponse = {
  reviewAfterYears: 3,
  dueBefore: '2023-11-28',
  total: 640,
  items: [
    {
      id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c11',
      name: 'Floor cleaner',
      articleNumber: 'FC-1',
      locale: 'de-DE',
      supplier: 'Kalo Chemie GmbH',
      revisionDate: null,
      ageDays: null,
    },
    {
      id: acetone.id,
      name: 'Acetone',
      articleNumber: 'ACE-1',
      locale: 'en-US',
      supplier: 'Acme Solvents Ltd',
      revisionDate: '2019-03-01',
      ageDays: 2464,
    },
  ],
};

const open = (role: 'KeyUser' | 'User' = 'KeyUser', path = '/audit/due-for-review') =>
  renderApp(path, { isAuthenticated: true, role });
const entry = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;

describe('the sheets due for review', () => {
  it('lists the undated and the oldest, each opening its sheet, with the company’s limit', async () => {
    fakeApi((request) =>
      new URL(request.url, 'http://localhost').pathname === '/api/products/due-for-review'
        ? jsonResponse(due)
        : problemResponse(404, 'not-found'),
    );
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Due for review' })).toBeVisible();
    expect(
      await screen.findByText('Due: revised before November 28, 2023, or without a revision date.'),
    ).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent('The 2 oldest of 640 are shown.');
    expect(within(entry('Floor cleaner')).getByText('No revision date')).toBeVisible();
    const acetoneEntry = entry('Acetone');
    expect(within(acetoneEntry).getByText('Revised March 1, 2019 · 6.7 years old')).toBeVisible();
    expect(within(acetoneEntry).getByText('Acme Solvents Ltd')).toBeVisible();
    expect(within(acetoneEntry).getByRole('link', { name: 'Acetone' })).toHaveAttribute(
      'href',
      `/product/${acetone.id}`,
    );
  });

  it('says when nothing is due', async () => {
    fakeApi(() => jsonResponse({ ...due, total: 0, items: [] }));
    await open();
    expect(await screen.findByText('No sheet is due for review.')).toBeVisible();
  });

  it('says when the list cannot be loaded', async () => {
    fakeApi(() => problemResponse(404, 'not-found'));
    await open();
    expect(await screen.findByText('The sheets due for review could not be loaded.')).toBeVisible();
  });

  it('is reached from the review screen', async () => {
    fakeApi((request) =>
      new URL(request.url, 'http://localhost').pathname === '/api/products/due-for-review'
        ? jsonResponse(due)
        : jsonResponse({ items: [], total: 0 }),
    );
    const { user } = await open();
    await screen.findByRole('heading', { level: 1, name: 'Due for review' });
    await user.click(screen.getByRole('link', { name: 'Back to the review list' }));
    await user.click(await screen.findByRole('link', { name: 'Due for review' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Due for review' })).toBeVisible();
  });
});

describe('the badge on the sheet', () => {
  const sheetApi = (isDueForReview?: boolean) =>
    fakeApi((request) =>
      new URL(request.url, 'http://localhost').pathname === `/api/products/${acetone.id}`
        ? jsonResponse(isDueForReview === undefined ? acetone : { ...acetone, isDueForReview })
        : problemResponse(404, 'not-found'),
    );

  it('says a sheet is due for review when the key user’s read says so', async () => {
    sheetApi(true);
    await open('KeyUser', `/product/${acetone.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: acetone.name })).toBeVisible();
    expect(screen.getByText('Due for review')).toBeVisible();
  });

  it('says nothing when it is not due, or the read does not say (users)', async () => {
    sheetApi(false);
    const { unmount } = await open('KeyUser', `/product/${acetone.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: acetone.name })).toBeVisible();
    expect(screen.queryByText('Due for review')).not.toBeInTheDocument();
    unmount();
    sheetApi();
    await open('User', `/product/${acetone.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: acetone.name })).toBeVisible();
    expect(screen.queryByText('Due for review')).not.toBeInTheDocument();
  });
});
