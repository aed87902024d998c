import { expect, test } from '../support/fixtures.ts';
import { signInDevice } from '../support/sign-in.ts';

/** A phone held in one hand: the sheet is designed for this width first (issue 4). */
const PHONE = { width: 360, height: 780 };

test.describe('search and the product sheet (issue 4)', () => {
  test.use({ viewport: PHONE });

  test('finds a product in Dutch with a typo and reads its sheet on a phone', async ({
    page,
  }, testInfo) => {
    await page.goto('/login');
    await page.getByLabel('Language').selectOption('nl-NL');
    await page.getByLabel('Autorisatiecode').fill('DEMO-USER-2026');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/search/);
    await expect(page.getByRole('heading', { name: 'Product zoeken' })).toBeVisible();

    // One typo in a word of six letters ("aceton") still finds it (docs/product/search.md#typos).
    await page.getByRole('searchbox').fill('acton');
    await expect(page).toHaveURL(/[?&]q=acton/);
    const results = page.getByRole('list', { name: 'Resultaten' });
    await expect(results).not.toHaveAttribute('aria-busy', 'true');
    const acetone = results.getByRole('link', { name: /Aceton technisch 99,5 %/ });
    await expect(acetone).toBeVisible();
    await expect(acetone).toContainText('GEVAAR');
    await expect(acetone).toContainText('UN 1090');

    await acetone.click();
    await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aceton technisch 99,5 %');
    await expect(page.getByText('Demo Chemicals B.V.').first()).toBeVisible();
    await expect(page.getByText('GEVAAR', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Ontvlambaar' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Eerste hulp' })).toBeVisible();
    await expect(page.getByText('H225', { exact: true })).toBeVisible();
    // Nothing may stick out sideways on a phone.
    const overflow = await page.evaluate(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    );
    expect(overflow).toBe(0);
    await testInfo.attach('sheet-360px', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });

    // Back returns to the same search, kept in the URL.
    await page.getByRole('button', { name: 'Terug naar resultaten' }).click();
    await expect(page).toHaveURL(/[?&]q=acton/);
    await expect(page.getByRole('searchbox')).toHaveValue('acton');
  });

  // The page starts the data request beside the screen's code, and the screen's query takes
  // its answer (decision 0069): one request each, never two.
  test('a search or a sheet opened by its address asks for its data once', async ({ page }) => {
    await signInDevice(page, 'DEMO-USER-2026');
    await expect(page).toHaveURL(/\/search/);
    const requests: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      requests.push(`${pathname}${search}`);
    });
    // The start screen's own search (all products) may still be on its way: only this one counts.
    const searches = () => requests.filter((path) => /^\/api\/products\?.*aceton/.test(path));

    await page.goto('/search?q=aceton');
    const acetone = page.getByRole('link', { name: /Acetone technical 99\.5 %/ });
    await expect(acetone).toBeVisible();
    expect(searches()).toEqual(['/api/products?search=aceton&page=1&pageSize=25']);

    const sheetPath = await acetone.getAttribute('href');
    requests.length = 0;
    await page.goto(sheetPath!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Acetone technical/);
    const productId = sheetPath?.split('/').at(-1);
    expect(requests.filter((path) => path === `/api/products/${productId}`)).toHaveLength(1);
  });

  test('shows the fixed messages for nothing found and for an unknown product', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Authorisation code').fill('DEMO-USER-2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/search/);

    await page.getByRole('searchbox').fill('zzqqxx');
    await expect(page.getByText('There are no products found').first()).toBeVisible();

    await page.goto('/product/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Could not load product')).toBeVisible();
  });
});
