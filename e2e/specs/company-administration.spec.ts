import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DESK, screenshotAtBothSizes } from '../support/screenshots.ts';
import { demoAccounts, signInAccount, signInDevice } from '../support/sign-in.ts';

/**
 * Company administration (issue 10) in the browser. The server and its database live for the
 * whole run (playwright.config.ts), and most specs sign in with Demo Chemicals' codes, so the
 * code reset runs on the other demo company, Acme Industrial, whose codes no spec uses; the
 * rest (reveal, API keys, the Admin's add-on) leaves Demo Chemicals' codes as they are.
 */
const AUTHORISATION_FAILED =
  'Authorisation failed. Check if your authorization code is valid and if there are licenses available.';

/** Opens one section of the company's administration from its navigation. */
async function openSection(page: Page, section: string, heading: string) {
  await page
    .getByRole('navigation', { name: /^Administration of / })
    .getByRole('link', { name: section, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe('company administration (issue 10)', () => {
  test.use({ viewport: DESK });

  test('resetting the user code signs the user device out, and the new code signs in', async ({
    page,
    browser,
  }, testInfo) => {
    // An employee's phone, in a browser of its own.
    const phone = await (
      await browser.newContext({ viewport: { width: 390, height: 844 } })
    ).newPage();
    await signInDevice(phone, 'ACME-USER-2026');
    await expect(phone).toHaveURL(/\/search$/);
    await expect(phone.getByText('Acme Industrial Ltd.')).toBeVisible();

    // The company's administrator, elsewhere.
    await signInAccount(page, demoAccounts.acmeOwner);
    await openSection(page, 'Codes', 'Codes');
    await page.getByRole('button', { name: 'Reset the user code' }).click();
    const question = page.getByRole('alertdialog', { name: 'Reset the user code?' });
    await expect(question).toContainText(
      'Every phone and computer signed in with the user code is signed out and needs the new code.',
    );
    await screenshotAtBothSizes(page, 'company-admin-reset-question', testInfo);
    await question.getByRole('button', { name: 'Reset user code' }).click();

    const answer = page.getByRole('alertdialog', { name: 'The new user code' });
    await expect(answer).toContainText('1 phone or computer was signed out.');
    await screenshotAtBothSizes(page, 'company-admin-new-code', testInfo);
    const newCode = ((await answer.locator('code').textContent()) ?? '').trim();
    expect(newCode).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    await answer.getByRole('button', { name: 'Done' }).click();
    await expect(
      page.getByRole('listitem', { name: 'User code', exact: true }).locator('code'),
    ).toHaveText(`••••-••••-••••-${newCode.slice(-4)}`);

    // The phone's next navigation finds its session gone and lands on the login screen.
    await phone.getByRole('link', { name: 'Search' }).click();
    await expect(phone).toHaveURL(/\/login/);
    await expect(phone.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

    // The old code no longer signs in; the new one does.
    await phone.getByLabel('Authorisation code').fill('ACME-USER-2026');
    await phone.getByRole('button', { name: 'Log in' }).click();
    // The SPEC's toast (the same words also stand under the field since issue 23).
    await expect(
      phone.getByRole('region', { name: /^Notifications/ }).getByText(AUTHORISATION_FAILED),
    ).toBeVisible();
    await phone.getByLabel('Authorisation code').fill(newCode);
    await phone.getByRole('button', { name: 'Log in' }).click();
    await expect(phone).toHaveURL(/\/search$/);
    await expect(phone.getByText('Acme Industrial Ltd.')).toBeVisible();
    await phone.context().close();
  });

  test('the demo owner reveals a code, and creates and deletes an API key', async ({
    page,
    context,
    request,
  }, testInfo) => {
    await signInAccount(page, demoAccounts.demoOwner);
    await expect(page.getByRole('heading', { level: 1, name: 'Company details' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue(
      'Demo Chemicals B.V.',
    );
    await expect(page.getByRole('listitem', { name: 'User licences', exact: true })).toContainText(
      /of 25 in use/,
    );
    await screenshotAtBothSizes(page, 'company-admin-overview', testInfo);

    await openSection(page, 'Codes', 'Codes');
    const userCard = page.getByRole('listitem', { name: 'User code', exact: true });
    await expect(userCard.locator('code')).toHaveText(/^••••-/);
    await userCard.getByRole('button', { name: 'Reveal the user code' }).click();
    await expect(userCard.locator('code')).toHaveText('DEMO-USER-2026');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await userCard.getByRole('button', { name: 'Copy the user code' }).click();
    await expect(userCard.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('DEMO-USER-2026');
    await screenshotAtBothSizes(page, 'company-admin-codes-revealed', testInfo);

    await openSection(page, 'API keys', 'API keys');
    await page.getByRole('button', { name: 'New API key' }).click();
    const create = page.getByRole('alertdialog', { name: 'New API key' });
    await create.getByRole('textbox', { name: 'Name' }).fill('E2E intranet');
    await create.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('alertdialog', { name: 'The API key for E2E intranet' });
    await expect(shown).toContainText('Copy the key now: it is shown only this once.');
    await screenshotAtBothSizes(page, 'company-admin-api-key-shown-once', testInfo);
    const key = ((await shown.locator('code').textContent()) ?? '').trim();
    expect(key.length).toBeGreaterThan(30);
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    const card = page.getByRole('listitem', { name: 'E2E intranet' });
    await expect(card).toContainText('Never used');
    await expect(card).toContainText(key.slice(0, 12));

    // The key works for an integration (no cookies, no device), until it is deleted.
    const withKey = { headers: { 'Api-Key': key } };
    expect((await request.get('/api/products', withKey)).status()).toBe(200);

    await card.getByRole('button', { name: 'Delete E2E intranet' }).click();
    const question = page.getByRole('alertdialog', { name: 'Delete E2E intranet?' });
    await expect(question).toContainText('a deleted key never works again');
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('listitem', { name: 'E2E intranet' })).toBeHidden();
    expect((await request.get('/api/products', withKey)).status()).toBe(401);
  });

  test('the Admin finds the demo company and gives it an add-on; its totals follow', async ({
    page,
  }, testInfo) => {
    await signInAccount(page, demoAccounts.admin);
    await expect(page).toHaveURL(/\/admin\/companies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Acme Industrial Ltd.' })).toBeVisible();
    await screenshotAtBothSizes(page, 'admin-company-list', testInfo);

    await page.getByRole('searchbox', { name: 'Search by name' }).fill('demo chem');
    await expect(page).toHaveURL(/\?search=demo\+chem$/);
    await expect(page.getByRole('link', { name: 'Acme Industrial Ltd.' })).toBeHidden();
    await page.getByRole('link', { name: 'Demo Chemicals B.V.' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Company details' })).toBeVisible();

    await openSection(page, 'Licences', 'Licences');
    const users = page.getByRole('listitem', { name: 'User licences', exact: true });
    await expect(users).toContainText(/of 25 in use/);
    await page.getByRole('button', { name: 'Give licence or add-on' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Give Demo Chemicals B.V. a licence or add-on',
    });
    await dialog
      .getByRole('combobox', { name: 'Licence or add-on' })
      .selectOption({ label: '+5 users: 5 user licences, 0 key-user licences' });

    // An end before the start is refused in the form.
    await dialog.getByLabel('Start date').fill('2026-06-01');
    await dialog.getByLabel('End date (optional)').fill('2026-05-01');
    await dialog.getByRole('button', { name: 'Give' }).click();
    await expect(dialog.getByText('The end date cannot be before the start date')).toBeVisible();
    await screenshotAtBothSizes(page, 'admin-give-licence-refused', testInfo);

    await dialog.getByLabel('Start date').fill(new Date().toISOString().slice(0, 10));
    await dialog.getByLabel('End date (optional)').fill('');
    await dialog.getByRole('button', { name: 'Give' }).click();
    await expect(dialog).toBeHidden();
    await expect(users).toContainText(/of 30 in use/);
    await screenshotAtBothSizes(page, 'admin-company-licences', testInfo);
    await expect(page.getByRole('listitem', { name: '+5 users × 3' })).toBeVisible();
    await expect(
      page.getByRole('listitem', { name: '+5 users', exact: true }).first(),
    ).toContainText('Active');
  });
});

test.describe('devices told apart (issue 23)', () => {
  test.use({ viewport: DESK });

  test('a device is named by its browser and system, and the owner gives it a name', async ({
    page,
    browser,
  }, testInfo) => {
    // A phone of its own: Chrome on Android, as its User-Agent says.
    const phoneContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    });
    const phone = await phoneContext.newPage();
    await signInDevice(phone, 'DEMO-USER-2026');
    await expect(phone).toHaveURL(/\/search$/);

    await signInAccount(page, demoAccounts.demoOwner);
    await openSection(page, 'Devices', 'Devices');
    const list = page.getByRole('list', { name: 'Signed-in devices' });
    const android = list.getByRole('listitem', { name: 'Chrome on Android' }).last();
    await expect(android).toBeVisible();
    // This run's browsers name themselves too: no device is "SDS Portal in a browser".
    await expect(list.getByRole('listitem', { name: 'SDS Portal in a browser' })).toHaveCount(0);

    await android.getByRole('button', { name: 'Rename Chrome on Android' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename Chrome on Android' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Reception tablet');
    await screenshotAtBothSizes(page, 'company-admin-device-name', testInfo);
    await dialog.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('The device is now called Reception tablet.')).toBeVisible();
    const named = list.getByRole('listitem', { name: 'Reception tablet' });
    await expect(named).toContainText('Chrome on Android');
    await screenshotAtBothSizes(page, 'company-admin-devices', testInfo);

    // Revoked by its name, so the run leaves the demo company's licences as they were.
    await named.getByRole('button', { name: /^Revoke Reception tablet/ }).click();
    await page
      .getByRole('alertdialog', { name: 'Revoke this device?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect(page.getByText('The device is signed out.')).toBeVisible();
    await phoneContext.close();
  });
});

test.describe('languages named in themselves, in one order (issue 23)', () => {
  test.use({ viewport: DESK });

  test('the switch and the company’s languages name each language in itself', async ({
    page,
  }, testInfo) => {
    await signInAccount(page, demoAccounts.demoOwner);
    // Chromium's ICU names Maltese, Irish and Icelandic in English; the portal's table does not.
    const switcher = page.getByRole('banner').getByRole('combobox');
    await expect(switcher.locator('option')).toHaveCount(40);
    const names = await switcher.locator('option').allTextContents();
    expect(names.slice(0, 4)).toEqual(['Bosanski', 'Čeština', 'Dansk', 'Deutsch']);
    expect(names).toEqual(expect.arrayContaining(['Malti', 'Gaeilge', 'Íslenska', 'Shqip']));
    expect(names).not.toContain('Maltese');

    await openSection(page, 'Languages', 'Product languages');
    const listed = page.getByRole('list', { name: 'Product languages' }).getByRole('listitem');
    await expect(listed.first()).toBeVisible();
    const shown = await listed.locator('.card__title').allTextContents();
    // The default first, then the portal's one order, whoever added them when.
    expect(shown[0]).toBe('Nederlands (Dutch)');
    const at = (name: string) => shown.indexOf(name);
    expect(at('Deutsch (German)')).toBeGreaterThan(0);
    expect(at('Deutsch (German)')).toBeLessThan(at('English'));
    expect(at('English')).toBeLessThan(at('Français (French)'));
    await page.getByRole('button', { name: 'Add language' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a product language' });
    const choice = dialog.getByRole('combobox', { name: 'Language' });
    // The list says it is loading until the languages are there.
    await expect(choice.locator('option', { hasText: 'Malti (Maltese)' })).toHaveCount(1);
    const offered = await choice.locator('option').allTextContents();
    expect(offered).toEqual(expect.arrayContaining(['Malti (Maltese)', 'Gaeilge (Irish)']));
    expect(offered.indexOf('Malti (Maltese)')).toBeLessThan(offered.indexOf('Ελληνικά (Greek)'));
    await screenshotAtBothSizes(page, 'company-admin-languages', testInfo);
  });
});
