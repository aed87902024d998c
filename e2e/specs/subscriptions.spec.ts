import type { Browser, Page, TestInfo } from '@playwright/test';
import { deleteAsDevice } from '../support/device-calls.ts';
import { expect, test } from '../support/fixtures.ts';
import { DESK, screenshotAtBothSizes } from '../support/screenshots.ts';
import { demoAccounts, signInAccount, signInDevice } from '../support/sign-in.ts';

/**
 * Subscriptions (issue 11) across the two demo companies: Demo Chemicals (A) publishes, Acme
 * Industrial (B) subscribes. A's owner reveals A's subscription code; B's owner subscribes with
 * it; a key user of B accepts one of A's approved products on the review screen; an employee of
 * B (with B's user code as B's owner reveals it: another spec resets that code) finds it in
 * search and on its sheet, marked with A's name. The spec ends the subscription and signs its
 * devices out, so other specs find the demo data as they expect it.
 */
const PUBLISHER = 'Demo Chemicals B.V.';
const SHARED_PRODUCT = 'Ethanol 96 % denatured';
const SHARED_PRODUCT_DUTCH = 'Ethanol 96 % gedenatureerd';
/** Where the web app keeps an account's bearer token (apps/web/src/lib/account-session.ts). */
const ACCOUNT_SESSION_KEY = 'accountSession';

/** A page in a browser context of its own: another person, on another device. */
async function anotherPerson(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: DESK })).newPage();
}

/** Opens one section of the company's administration from its navigation. */
async function openSection(page: Page, section: string, heading: string) {
  await page
    .getByRole('navigation', { name: /^Administration of / })
    .getByRole('link', { name: section, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** A code of the company signed in, revealed in its Codes section. */
async function revealCode(page: Page, card: string, button: string): Promise<string> {
  await openSection(page, 'Codes', 'Codes');
  const item = page.getByRole('listitem', { name: card, exact: true });
  await item.getByRole('button', { name: button }).click();
  const code = item.locator('code');
  await expect(code).not.toHaveText(/•/);
  return ((await code.textContent()) ?? '').trim();
}

/**
 * Ends every subscription of the signed-in account's company through the API, so a failed run
 * leaves the demo companies unsubscribed for the specs after it.
 */
async function endSubscriptionsOf(page: Page) {
  await page
    .evaluate(async (key) => {
      const session = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { accessToken?: string };
      if (!session.accessToken) return;
      const headers = {
        Authorization: `Bearer ${session.accessToken}`,
        'X-XSRF-TOKEN': decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? ''),
      };
      const self = (await (await fetch('/api/account/self', { headers })).json()) as {
        companyId: string;
      };
      const list = (await (
        await fetch(`/api/companies/${self.companyId}/subscriptions`, { headers })
      ).json()) as { items: { id: string }[] };
      for (const { id } of list.items) {
        await fetch(`/api/subscriptions/${id}`, { method: 'DELETE', headers });
      }
    }, ACCOUNT_SESSION_KEY)
    .catch(() => undefined);
}

/** Screenshots in English, then in Dutch, and back to English. */
async function screenshotInBothLanguages(page: Page, name: string, testInfo: TestInfo) {
  await screenshotAtBothSizes(page, `${name}-en`, testInfo);
  const language = page.getByRole('combobox', { name: 'Language' });
  await language.selectOption('nl-NL');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
  await screenshotAtBothSizes(page, `${name}-nl`, testInfo);
  await page.getByRole('combobox', { name: 'Taal' }).selectOption('en-US');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
}

test.describe('subscriptions (issue 11)', () => {
  test.use({ viewport: DESK });

  test('B subscribes to A, a key user of B accepts a product, and B’s employee finds it', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const publisherOwner = page;
    const subscriberOwner = await anotherPerson(browser);
    const keyUser = await anotherPerson(browser);
    const employee = await anotherPerson(browser);
    let subscriptionEnded = false;
    try {
      // A's owner looks up A's subscription code.
      await signInAccount(publisherOwner, demoAccounts.demoOwner);
      const subscriptionCode = await revealCode(
        publisherOwner,
        'Subscription code',
        'Reveal the subscription code',
      );
      expect(subscriptionCode).not.toBe('');

      // B's owner subscribes with it; a wrong code is refused at the field first.
      await signInAccount(subscriberOwner, demoAccounts.acmeOwner);
      const userCode = await revealCode(subscriberOwner, 'User code', 'Reveal the user code');
      await openSection(subscriberOwner, 'Subscriptions', 'Subscriptions');
      const codeField = subscriberOwner.getByRole('textbox', { name: 'Subscription code' });
      await codeField.fill('NOPE-NOPE-NOPE-NOPE');
      await subscriberOwner.getByRole('button', { name: 'Subscribe' }).click();
      await expect(
        subscriberOwner.getByText(/^No company has this subscription code\./),
      ).toBeVisible();
      await codeField.fill(subscriptionCode.toLowerCase());
      await subscriberOwner
        .getByRole('textbox', { name: 'Note (optional)' })
        .fill('E2E: the demo supplier');
      await subscriberOwner.getByRole('button', { name: 'Subscribe' }).click();
      await expect(
        subscriberOwner.getByText(`Your company now subscribes to ${PUBLISHER}:`, {
          exact: false,
        }),
      ).toBeVisible();
      const subscriptions = subscriberOwner.getByRole('list', {
        name: 'Companies you subscribe to',
      });
      const card = subscriptions.getByRole('listitem', { name: PUBLISHER });
      await expect(card).toContainText('Products accepted0');
      await expect(card).toContainText('NoteE2E: the demo supplier');
      await screenshotInBothLanguages(subscriberOwner, 'subscriptions-admin', testInfo);

      // A key user of B accepts one of A's products on the review screen.
      await signInDevice(keyUser, 'ACME-KEY-2026');
      await expect(keyUser).toHaveURL(/\/search$/);
      await keyUser.getByRole('link', { name: 'Review', exact: true }).click();
      const shared = keyUser.getByRole('region', { name: 'Shared products waiting' });
      const group = shared.getByRole('region', { name: `Shared by ${PUBLISHER}` });
      const item = group.getByRole('listitem', { name: SHARED_PRODUCT, exact: true });
      await expect(item).toContainText('LanguageEnglish');
      await expect(item).toContainText('H-statementsH225');
      await screenshotInBothLanguages(keyUser, 'subscriptions-pending', testInfo);
      await item.getByRole('button', { name: 'Accept' }).click();
      await expect(
        keyUser.getByText(
          `“${SHARED_PRODUCT}” is accepted. Your colleagues can find it in their search now.`,
        ),
      ).toBeVisible();
      await expect(item).toBeHidden();
      // Its Dutch version too, for colleagues who search in Dutch.
      await group
        .getByRole('listitem', { name: SHARED_PRODUCT_DUTCH, exact: true })
        .getByRole('button', { name: 'Accept' })
        .click();
      await expect(
        keyUser.getByText(`“${SHARED_PRODUCT_DUTCH}” is accepted.`, { exact: false }),
      ).toBeVisible();

      // An employee of B finds it, marked with A's name, and opens its sheet.
      await signInDevice(employee, userCode);
      await expect(employee).toHaveURL(/\/search$/);
      await employee.getByRole('searchbox', { name: 'Search product' }).fill('Ethanol');
      const hit = employee
        .getByRole('list', { name: 'Results' })
        .getByRole('link', { name: new RegExp(`^${SHARED_PRODUCT}`) });
      await expect(hit).toContainText(`Shared by ${PUBLISHER}`);
      await screenshotInBothLanguages(employee, 'subscriptions-search', testInfo);
      await hit.click();
      await expect(employee.getByRole('heading', { level: 1, name: SHARED_PRODUCT })).toBeVisible();
      await expect(employee.getByText(`Shared by ${PUBLISHER}`)).toBeVisible();
      await screenshotAtBothSizes(employee, 'subscriptions-sheet-en', testInfo);

      // B's owner sees the accepted product counted, and ends the subscription.
      await subscriberOwner.reload();
      await expect(card).toContainText('Products accepted2');
      await card.getByRole('button', { name: `End the subscription to ${PUBLISHER}` }).click();
      const question = subscriberOwner.getByRole('alertdialog', {
        name: `End the subscription to ${PUBLISHER}?`,
      });
      await expect(question).toContainText(
        `Your colleagues lose access to the products of ${PUBLISHER} at once.`,
      );
      await screenshotAtBothSizes(subscriberOwner, 'subscriptions-end-question-en', testInfo);
      await question.getByRole('button', { name: 'End subscription' }).click();
      await expect(
        subscriberOwner.getByText(`The subscription to ${PUBLISHER} has ended.`),
      ).toBeVisible();
      subscriptionEnded = true;

      // Access ends at once: the employee's next search no longer has it.
      await employee.goto('/search?q=Ethanol');
      await expect(
        employee.getByRole('region', { name: 'Results' }).getByRole('status'),
      ).toHaveText('There are no products found');
    } finally {
      if (!subscriptionEnded) await endSubscriptionsOf(subscriberOwner);
      for (const device of [keyUser, employee]) {
        if (device.url().startsWith('http')) {
          await deleteAsDevice(device, ['/api/Authorization']).catch(() => []);
        }
      }
      await Promise.all(
        [subscriberOwner, keyUser, employee].map((other) => other.context().close()),
      );
    }
  });
});
