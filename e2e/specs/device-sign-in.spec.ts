import type { Page } from '@playwright/test';
import { ALLOWS_NETWORK_ERRORS, expect, test } from '../support/fixtures.ts';

const LOGOUT_QUESTION =
  'Are you sure you want to logout? You have to authorise again to get access to company information.';

async function signIn(page: Page, code: string) {
  await page.goto('/login');
  await page.getByLabel('Authorisation code').fill(code);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test.describe('device sign-in (issue 3)', () => {
  test('signs in with a user code, stays signed in over a reload, and logs out', async ({
    page,
  }) => {
    await signIn(page, 'DEMO-USER-2026');
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByText('Demo Chemicals B.V.')).toBeVisible();

    const stored = await page.evaluate(() => ({
      user: JSON.parse(localStorage.getItem('authenticatedUser') ?? 'null'),
      deviceGuid: localStorage.getItem('deviceGuid'),
    }));
    expect(stored.user).toMatchObject({ authCode: 'DEMO-USER-2026', role: 'User' });
    expect(stored.user.deviceGuid).toBe(stored.deviceGuid);
    // A time-based UUID: version 1 or 7.
    expect(stored.deviceGuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[17][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );

    await page.reload();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByText('Demo Chemicals B.V.')).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(LOGOUT_QUESTION);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/search$/);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('authenticatedUser')))
      .toBeNull();

    // Signed out for real: the session is gone on the server too.
    await page.goto('/search');
    await expect(page).toHaveURL(/\/login/);
  });

  test('shows the failure message for a code that does not work', async ({ page }) => {
    await signIn(page, 'NOT-A-REAL-CODE');
    // The SPEC's toast (the same words also stand under the field since issue 23).
    await expect(
      page
        .getByRole('region', { name: /^Notifications/ })
        .getByText(
          'Authorisation failed. Check if your authorization code is valid and if there are licenses available.',
        ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('offers Force logout when logging out fails', async ({ page, context }) => {
    test.info().annotations.push({ type: ALLOWS_NETWORK_ERRORS });
    await signIn(page, 'DEMO-USER-2026');
    await expect(page).toHaveURL(/\/search$/);

    // The device loses its network just as the user logs out.
    await context.route('**/api/Authorization', (route) =>
      route.request().method() === 'DELETE'
        ? route.abort('internetdisconnected')
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Logout failed. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/search$/);

    await page.getByRole('button', { name: 'Force logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('authenticatedUser')))
      .toBeNull();
  });
});
