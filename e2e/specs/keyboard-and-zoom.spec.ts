import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { callAsDevice, deleteAsDevice } from '../support/device-calls.ts';
import { signInDevice } from '../support/sign-in.ts';

/** Presses Tab until `target` has the focus, checking that every stop shows where it is. */
async function tabTo(page: Page, target: Locator, maxPresses = 40) {
  const isFocused = () => target.evaluate((element) => element === document.activeElement);
  if (await isFocused()) return;
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    // Past the last stop the focus leaves the page for the browser, then starts over at the top.
    if ((await focused.count()) === 0) continue;
    await expectVisibleFocus(focused);
    if (await isFocused()) return;
  }
  throw new Error(`${maxPresses} presses of Tab did not reach ${target.toString()}`);
}

/** WCAG 2.4.7: the focused element is visible and draws an outline or a ring (box-shadow). */
async function expectVisibleFocus(focused: Locator) {
  await expect(focused).toBeVisible();
  const indicator = await focused.evaluate((element) => {
    const style = getComputedStyle(element);
    const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    return {
      hasOutline,
      hasRing: style.boxShadow !== 'none',
      name: element.outerHTML.slice(0, 80),
    };
  });
  expect(indicator.hasOutline || indicator.hasRing, `focus shows on ${indicator.name}`).toBe(true);
}

async function expectFocusOn(target: Locator) {
  await expect
    .poll(() => target.evaluate((element) => element === document.activeElement))
    .toBe(true);
}

test.describe('keyboard only (issue 12, WCAG 2.1.1)', () => {
  test('an employee signs in, finds a product, reads its sheet and logs out without a mouse', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    // The first stop is the skip link, which takes the focus past the header.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    const code = page.getByLabel('Authorisation code');
    await tabTo(page, code);
    // Enter without a code asks for it (docs/product/web-app.md#messages) and leaves the focus
    // where it can be typed.
    await page.keyboard.press('Enter');
    await expect(page.getByText('Fill in authorisationcode')).toBeVisible();
    await page.keyboard.type('DEMO-USER-2026');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search/);

    const search = page.getByRole('searchbox');
    await tabTo(page, search);
    await page.keyboard.type('aceton');
    const hit = page.getByRole('link', { name: /Aceton/ }).first();
    await expect(hit).toBeVisible();
    await tabTo(page, hit);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 2, name: 'First Aid' })).toBeVisible();

    // The logout dialog takes the focus, Escape closes it and gives it back.
    const logOut = page.getByRole('button', { name: 'Log out' });
    await tabTo(page, logOut);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Log out' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectFocusOn(logOut);

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'OK' }), 5);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    // The URL changes before login is drawn; the stored user is forgotten in that drawing.
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('authenticatedUser')))
      .toBeNull();
  });
});

test.describe('keyboard only for a key user (issue 12, WCAG 2.1.1 and 2.4.3)', () => {
  test('a key user opens a product from the review list, thinks twice about rejecting it, and approves it', async ({
    page,
  }) => {
    await signInDevice(page, 'DEMO-KEY-2026');
    await expect(page).toHaveURL(/\/search/);
    // A product of its own waiting for review: the demo's are other specs' to decide.
    const name = `Keyboard review thinner ${Date.now()}`;
    const [created] = await callAsDevice(page, [
      {
        method: 'POST',
        path: '/api/products',
        body: { articleNumber: `KB-${Date.now()}`, locale: 'en-US', name },
      },
    ]);
    expect(created?.status).toBe(201);
    const id = (created?.body as { id: string }).id;
    const [submitted] = await callAsDevice(page, [
      { method: 'POST', path: `/api/products/${id}/submit` },
    ]);
    expect(submitted?.status).toBe(200);

    try {
      await page.goto('/audit');
      await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
      const row = page
        .getByRole('region', { name: 'Waiting for review' })
        .getByRole('listitem', { name });
      await tabTo(page, row.getByRole('link', { name: 'Review' }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/audit\\?review=${id}$`));
      // The pane's heading takes the focus, as after any change of view.
      await expectFocusOn(page.getByRole('heading', { level: 1, name }));

      const decision = page.getByRole('group', { name: 'Decision' });
      const reject = decision.getByRole('button', { name: 'Reject' });
      await tabTo(page, reject);
      await page.keyboard.press('Enter');
      const rejectDialog = page.getByRole('dialog', { name: `Reject “${name}”?` });
      await expect(rejectDialog).toBeVisible();
      await expectFocusOn(rejectDialog.getByRole('textbox', { name: 'Reason for rejection' }));
      await page.keyboard.press('Escape');
      await expect(rejectDialog).toBeHidden();
      await expectFocusOn(reject);

      await tabTo(page, decision.getByRole('button', { name: 'Approve' }));
      await page.keyboard.press('Enter');
      const approveDialog = page.getByRole('dialog', { name: `Approve “${name}”?` });
      await expect(approveDialog).toBeVisible();
      await tabTo(page, approveDialog.getByRole('button', { name: 'Approve' }), 6);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/audit$/);
      await expect(page.getByText(`“${name}” is approved.`)).toBeVisible();
      // Back on the list, the focus is on a heading of it, not lost on the page.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.matches('main h1, main h2')))
        .toBe(true);
      await expect(
        page.getByRole('region', { name: 'Decided just now' }).getByRole('listitem').first(),
      ).toContainText('Approved');
    } finally {
      await deleteAsDevice(page, [`/api/products/${id}`]);
    }
  });
});

/**
 * WCAG 1.4.4 and 1.4.10: a 1280 px screen zoomed to 200 % is 640 CSS pixels wide, and to 400 %
 * 320; at both every screen reflows into one column with nothing to scroll sideways.
 */
test.describe('zoomed to 200 % and 400 % (issue 12, WCAG 1.4.4 and 1.4.10)', () => {
  const WIDTHS = [640, 320];

  async function expectReflow(page: Page, name: string) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 720 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name} at ${width} px: nothing sticks out sideways`).toBe(0);
    }
  }

  for (const locale of ['en-US', 'ar-SA']) {
    test(`the screens before signing in, in ${locale}`, async ({ page }) => {
      await page.goto('/login');
      await page.evaluate((saved) => localStorage.setItem('language', saved), locale);
      for (const path of ['/login', '/register', '/admin/sign-in', '/admin/forgot-password']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('main h1')).toBeVisible();
        await expectReflow(page, path);
      }
    });

    test(`the employee's and the key user's screens in ${locale}`, async ({ page }) => {
      await signInDevice(page, 'DEMO-KEY-2026');
      await expect(page).toHaveURL(/\/search/);
      await page.evaluate((saved) => localStorage.setItem('language', saved), locale);
      await page.goto('/search?q=aceton');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const hit = page.getByRole('link', { name: /Ac[eé]ton/ }).first();
      await expect(hit).toBeVisible();
      await expectReflow(page, 'search');
      await hit.click();
      await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
      await expect(page.locator('main h1')).toBeVisible();
      await expectReflow(page, 'sheet');
      const id = /\/product\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
      for (const path of [
        '/audit',
        '/import',
        '/product/new',
        `/product/${id}/edit`,
        '/notifications',
      ]) {
        await page.goto(path);
        await expect(page.locator('main h1')).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectReflow(page, path);
      }
    });
  }
});
