import { expect, test } from '../support/fixtures.ts';
import { pageViewsIn, receivedItems } from '../support/monitoring-receiver.ts';

// The server under test runs with MONITORING_DSN pointing at the local receiver
// (playwright.config.ts), as a deployment would point at Sentry or GlitchTip.
test('an unhandled error and page views with their routes reach the monitoring service', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e: unhandled error from the page');
    });
  });
  await page.getByRole('link', { name: 'Create a free company account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a free company account');

  await expect
    .poll(
      async () => {
        const items = await receivedItems();
        const hasError = items.some(
          (item) =>
            item.type === 'event' &&
            JSON.stringify(item.payload).includes('e2e: unhandled error from the page'),
        );
        return { hasError, pageViews: pageViewsIn(items) };
      },
      { timeout: 20_000 },
    )
    .toEqual({
      hasError: true,
      pageViews: expect.arrayContaining([
        { op: 'pageload', route: '/login' },
        { op: 'navigation', route: '/register' },
      ]),
    });
});
