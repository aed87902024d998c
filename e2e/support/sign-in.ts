import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** An account of the demo data (README "Demo data"): e-mail and password. */
export type DemoAccount = { email: string; password: string };

/** The demo companies' owners (CompanyAdmin) and the portal's Admin, as the seed makes them. */
export const demoAccounts = {
  demoOwner: { email: 'owner@demo-chemicals.example', password: 'demo-owner-2026' },
  acmeOwner: { email: 'owner@acme-industrial.example', password: 'demo-owner-2026' },
  admin: { email: 'admin@demo.local', password: 'demo-admin-2026' },
} satisfies Record<string, DemoAccount>;

/** Signs an account in through the administrator sign-in; the admin area opens. */
export async function signInAccount(page: Page, account: DemoAccount) {
  await page.goto('/admin/sign-in');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin(\/companies)?$/);
}

/** Signs a device in with a company code on the login screen. */
export async function signInDevice(page: Page, code: string) {
  await page.goto('/login');
  await page.getByLabel('Authorisation code').fill(code);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * A company's user code as it is now, revealed by its owner in a browser of their own: the
 * company administration spec resets Acme's code, so a later spec cannot rely on the seed's.
 */
export async function currentUserCode(browser: Browser, owner: DemoAccount): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInAccount(page, owner);
    await page
      .getByRole('navigation', { name: /^Administration of / })
      .getByRole('link', { name: 'Codes', exact: true })
      .click();
    const userCard = page.getByRole('listitem', { name: 'User code', exact: true });
    await userCard.getByRole('button', { name: 'Reveal the user code' }).click();
    await expect(userCard.locator('code')).not.toHaveText(/•/);
    return ((await userCard.locator('code').textContent()) ?? '').trim();
  } finally {
    await context.close();
  }
}
