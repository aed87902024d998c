import type { Browser, Page } from '@playwright/test';
import { callAsDevice, deleteAsDevice } from '../support/device-calls.ts';
import { expect, test } from '../support/fixtures.ts';
import { DESK, screenshotAtBothSizes } from '../support/screenshots.ts';
import { signInDevice } from '../support/sign-in.ts';

/**
 * No lost edits (issue 25 point 6, decision 0063): two key users edit the same product; the
 * second save meets the first one's version, gets the merge view, keeps the first one's name
 * and its own version number, and saves. The spec deletes its product again.
 */
async function keyUserPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESK });
  const page = await context.newPage();
  await signInDevice(page, 'DEMO-KEY-2026');
  await expect(page).toHaveURL(/\/search/);
  return page;
}

async function openEditor(page: Page, productId: string) {
  await page.goto(`/product/${productId}/edit`);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
}

/** A field of the form by its label (a required one's label says so after it). */
const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}( required)?$`) });

test('a save over a newer version shows both, merges and saves', async ({ browser }, testInfo) => {
  // Two key users in two browsers, each signing in: 22 s alone, more beside other work.
  test.setTimeout(90_000);
  const first = await keyUserPage(browser);
  const second = await keyUserPage(browser);
  const suffix = Date.now().toString(36).toUpperCase();
  const [created] = await callAsDevice(first, [
    {
      method: 'POST',
      path: '/api/products',
      body: { articleNumber: `CONFLICT-${suffix}`, locale: 'en-US', name: `Thinner ${suffix}` },
    },
  ]);
  expect(created?.status).toBe(201);
  const productId = (created?.body as { id: string }).id;
  try {
    await openEditor(first, productId);
    await openEditor(second, productId);

    await field(first, 'Product name').fill(`Thinner ${suffix} (first)`);
    await first.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(first.getByText('Saved, now a draft.')).toBeVisible();

    await field(second, 'Version').fill('9.9');
    await second.getByRole('button', { name: 'Save', exact: true }).click();
    const merge = second.getByRole('dialog', { name: 'Someone else saved this product' });
    await expect(merge).toBeVisible();
    const name = merge.getByRole('group', { name: /Product name/ });
    await expect(name).toContainText('changed by them');
    await expect(name.getByRole('radio', { name: /Their saved version/ })).toBeChecked();
    const version = merge.getByRole('group', { name: /^Version/ });
    await expect(version.getByRole('radio', { name: /Your change/ })).toBeChecked();
    await screenshotAtBothSizes(second, 'edit-conflict-merge', testInfo);

    // The keyboard alone: all of one side, then back to theirs for the name.
    await merge.getByRole('button', { name: 'Keep all of mine' }).click();
    await expect(name.getByRole('radio', { name: /Your change/ })).toBeChecked();
    await name.getByRole('radio', { name: /Your change/ }).focus();
    await second.keyboard.press('ArrowLeft');
    await expect(name.getByRole('radio', { name: /Their saved version/ })).toBeChecked();
    await merge.getByRole('button', { name: 'Save merged version' }).click();

    await expect(merge).toBeHidden();
    await expect(second.getByText('Saved, now a draft.')).toBeVisible();
    await expect(field(second, 'Product name')).toHaveValue(`Thinner ${suffix} (first)`);
    const [read] = await callAsDevice(second, [
      { method: 'GET', path: `/api/products/${productId}` },
    ]);
    expect(read?.body).toMatchObject({ name: `Thinner ${suffix} (first)`, version: '9.9' });
  } finally {
    expect(await deleteAsDevice(first, [`/api/products/${productId}`])).toEqual([204]);
    await first.context().close();
    await second.context().close();
  }
});
