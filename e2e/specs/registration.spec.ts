import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { redirectPathIn, waitForMail } from '../support/outbox.ts';

/**
 * Issue 7 in the browser: a visitor registers a free company account, opens the validation
 * link from the e-mail (the server's outbox), chooses a password, sees the three codes once
 * and signs in with the new user code; an administrator signs in with e-mail and password.
 */
const DESK = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const REGISTRATION_SENT = 'Check your e-mail to finish the account creation';
const OWNER = { email: 'owner@demo-chemicals.example', password: 'demo-owner-2026' };

/** Saves a screenshot at both sizes, desk first, and leaves the page at desk size. */
async function screenshotBoth(page: Page, name: string, outputPath: (file: string) => string) {
  for (const [size, viewport] of [
    ['1280x800', DESK],
    ['390x844', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: outputPath(`${name}-${size}.png`), fullPage: true });
    // Nothing may stick out sideways on a phone.
    const overflow = await page.evaluate(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    );
    expect(overflow, `${name} at ${size}`).toBe(0);
  }
  await page.setViewportSize(DESK);
}

test.describe('registration and accounts (issue 7)', () => {
  test('registers, sets a password from the e-mailed link, sees the codes and logs in with one', async ({
    page,
    context,
  }, testInfo) => {
    const email = `e2e-${Date.now()}@example.com`;
    await page.setViewportSize(DESK);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create a free company account' }).click();
    await page.getByRole('textbox', { name: 'Company name' }).fill('Verfhandel De Kwast');
    await page.getByRole('textbox', { name: 'Your name' }).fill('An de Kwast');
    await page.getByRole('textbox', { name: 'Your e-mail address' }).fill(email);
    await page.getByRole('button', { name: 'Create account' }).click();

    const sent = page.getByRole('status').filter({ hasText: REGISTRATION_SENT });
    await expect(sent).toBeVisible();
    await expect(sent).toContainText(`We sent a link to ${email}.`);
    await expect(sent).toBeFocused();
    await screenshotBoth(page, 'register-result', (file) => testInfo.outputPath(file));

    const validation = await waitForMail(email, /Finish creating your SDS Portal account/);
    const link = redirectPathIn(validation);
    expect(link).toMatch(/^\/redirect\?purpose=registration&token=[\w-]+$/);

    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose your password' }),
    ).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Repeat the password').fill('short');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(
      page.getByText('The password is too short: use at least 10 characters'),
    ).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('de kwast verft 2026');
    await page.getByLabel('Repeat the password').fill('de kwast verft 2026');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your company account is ready' }),
    ).toBeFocused();
    await expect(page.getByText(`We also e-mailed them to ${email}`)).toBeVisible();

    const userCard = page.getByRole('listitem', { name: 'User code', exact: true });
    const userCode = (await userCard.locator('code').textContent())?.trim() ?? '';
    expect(userCode).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await userCard.getByRole('button', { name: 'Copy the user code' }).click();
    await expect(userCard.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(userCode);
    await screenshotBoth(page, 'codes', (file) => testInfo.outputPath(file));

    // The same codes went out by e-mail.
    const welcome = await waitForMail(email, /Your SDS Portal codes for Verfhandel De Kwast/);
    expect(welcome.text).toContain(userCode);

    await page.getByRole('link', { name: 'Sign in with the user code' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Authorisation code')).toHaveValue(userCode);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search product' })).toBeVisible();
    await expect(page.getByText('Verfhandel De Kwast')).toBeVisible();

    // The link worked once.
    await page.goto(link);
    await page.getByLabel('Password', { exact: true }).fill('another password 2026');
    await page.getByLabel('Repeat the password').fill('another password 2026');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'This link has expired or was already used',
    );
    await expect(page.getByRole('link', { name: 'Register again' })).toBeVisible();
  });

  test('signs the demo owner in with e-mail and password, into the admin area, and out', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(DESK);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Administrator sign-in' }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Administrator sign-in' }),
    ).toBeVisible();

    await page.getByRole('textbox', { name: 'E-mail address' }).fill(OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'The e-mail address or the password is not right.',
    );
    await screenshotBoth(page, 'admin-sign-in', (file) => testInfo.outputPath(file));

    await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(
      page.getByText(
        'Signed in as Demo Chemicals owner (owner@demo-chemicals.example), Demo Chemicals B.V.',
      ),
    ).toBeVisible();
    // A password-equivalent for an hour: this tab only, never local storage.
    const stored = await page.evaluate(() => ({
      session: sessionStorage.getItem('accountSession'),
      local: JSON.stringify({ ...localStorage }),
    }));
    const { accessToken } = JSON.parse(stored.session ?? '{}') as { accessToken?: string };
    expect(accessToken).toBeTruthy();
    expect(stored.local).not.toContain(accessToken);
    await screenshotBoth(page, 'admin-area', (file) => testInfo.outputPath(file));

    await page.reload();
    await expect(page.getByText(/^Signed in as Demo Chemicals owner/)).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/sign-in\?returnTo=%2Fadmin$/);
  });

  test('answers a forgotten-password request the same for any address', async ({ page }) => {
    await page.goto('/admin/sign-in');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail address' }).fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'If this address has an account, we sent a link' }),
    ).toBeFocused();
  });
});
