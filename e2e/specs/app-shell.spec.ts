import { expect, test } from '../support/fixtures.ts';

test.describe('the app shell', () => {
  test('the start screen sends a visitor without a session to login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });

  test('every public route opens its own screen', async ({ page }) => {
    const screens: [string, RegExp][] = [
      ['/login', /Log in/],
      ['/register', /Create a free company account/],
      ['/redirect', /.+/],
      ['/no/such/page', /Page not found/],
    ];
    for (const [path, heading] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    }
  });

  test('screens that need a session send a visitor to login, remembering where to', async ({
    page,
  }) => {
    for (const path of ['/search', '/audit', '/product/00000000-0000-4000-8000-000000000000']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(
        (url) => url.pathname === '/login' && url.searchParams.get('returnTo') === path,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    }
  });

  test('the login form asks for the code before anything is sent', async ({ page, baseURL }) => {
    await page.goto('/login');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${baseURL}/api/`)) requests.push(request.url());
    });
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Fill in authorisationcode')).toBeVisible();
    expect(requests).toEqual([]);
  });

  test('the language switch changes the interface and is remembered', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('nl-NL');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inloggen');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inloggen');
  });

  test('serves hashed assets for a year and the shell revalidated', async ({ page, request }) => {
    const response = await page.goto('/login');
    expect(response?.headers()['cache-control']).toBe('no-cache');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    const script = await page.locator('script[type="module"]').first().getAttribute('src');
    const asset = await request.get(script ?? '');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

test.describe('the API documentation', () => {
  test('is browsable at /api/docs and lists the routes', async ({ page }) => {
    await page.goto('/api/docs');
    // Swagger UI (a 1.4 MB bundle) draws the 230 kB document in 1.5 s here, longer on a busy CI.
    await expect(page.getByText('SDS Portal API')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('/api/health', { exact: true })).toBeVisible();
  });
});
