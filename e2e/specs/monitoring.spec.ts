import { expect, test } from '../support/fixtures.ts';
import { receivedItems } from '../support/monitoring-receiver.ts';

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
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await expect
    .poll(
      async () => {
        const items = await receivedItems();
        const error = items.find(
          (item) =>
            item.type === 'event' &&
            JSON.stringify(item.payload).includes('e2e: unhandled error from the page'),
        );
        const pageViews = items
          .filter((item) => item.type === 'transaction')
          .map((item) => String(item.payload.transaction));
        return { hasError: Boolean(error), pageViews };
      },
      { timeout: 15_000 },
    )
    .toEqual({ hasError: true, pageViews: expect.arrayContaining(['/login', '/register']) });
});
