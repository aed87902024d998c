import type { Page, TestInfo } from '@playwright/test';
import { join } from 'node:path';
import { deleteAsDevice } from '../support/device-calls.ts';
import { analyzeSettled } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { DESK, PHONE } from '../support/screenshots.ts';
import { signInDevice } from '../support/sign-in.ts';

/**
 * The smaller fixes of issue 23 at both widths: the login's inline error, the search's "type at
 * least 2 characters" and phone placeholder, the SDS viewer over the page, and the editor's
 * unsaved-changes guard, growing text boxes and slim phone bar. Each test logs its device out
 * again, so the licences stay as the other specs expect them.
 */
const SIZES = [
  ['1280', DESK],
  ['390', PHONE],
] as const;

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const folder = process.env.E2E_SHOTS_DIR;
  await page.screenshot({ path: folder ? join(folder, name) : testInfo.outputPath(name) });
}

/** axe's WCAG 2.2 AA rules, as accessibility.spec holds every screen to them. */
async function expectNoAxeViolations(page: Page, name: string) {
  const results = await analyzeSettled(page);
  expect(
    results.violations.map((violation) => violation.id),
    name,
  ).toEqual([]);
}

async function signIn(page: Page, code: string) {
  await signInDevice(page, code);
  await expect(page).toHaveURL(/\/search/);
}

/** Whether an input's placeholder fits its box, measured in the input's own font. */
function placeholderFits(page: Page) {
  return page.getByRole('searchbox').evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const textWidth = context.measureText(input.placeholder).width;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { textWidth: Math.ceil(textWidth), room: Math.floor(room) };
  });
}

for (const [size, viewport] of SIZES) {
  test.describe(`everyday fixes at ${size} px (issue 23)`, () => {
    test.use({ viewport });

    test('a wrong code is marked on the field until it is edited', async ({ page }, testInfo) => {
      await page.goto('/login');
      const field = page.getByLabel('Authorisation code');
      await field.fill('WRONG-CODE-23');
      await page.getByRole('button', { name: 'Log in' }).click();
      const message = /Authorisation failed/;
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
      await expect(page.locator('.field__error')).toHaveText(message);
      // The SPEC's toast stays, beside the inline error.
      await expect(page.locator('[data-sonner-toast][data-mounted="true"]')).toHaveText(message);
      await shot(page, testInfo, `login-wrong-code-${size}.png`);
      await expectNoAxeViolations(page, 'login with a wrong code');
      await field.press('End');
      await field.pressSequentially('X');
      await expect(field).not.toHaveAttribute('aria-invalid');
      await expect(page.locator('.field__error')).toHaveCount(0);
    });

    test('search asks for a second character, and its placeholder fits', async ({
      page,
    }, testInfo) => {
      await signIn(page, 'DEMO-USER-2026');
      const fit = await placeholderFits(page);
      expect(fit.textWidth, `placeholder ${JSON.stringify(fit)}`).toBeLessThanOrEqual(fit.room);
      await expect(page.getByRole('list', { name: 'Results' })).toBeVisible();
      await shot(page, testInfo, `search-placeholder-${size}.png`);

      await page.getByRole('searchbox').fill('a');
      await expect(page).toHaveURL(/[?&]q=a$/);
      await expect(page.locator('.notice__title')).toHaveText('Type at least 2 characters');
      await expect(page.getByText('There are no products found')).toHaveCount(0);
      await shot(page, testInfo, `search-one-letter-${size}.png`);
      await expectNoAxeViolations(page, 'search for one letter');

      await page.getByRole('searchbox').fill('ac');
      await expect(page.getByRole('link', { name: /Acetone technical 99\.5 %/ })).toBeVisible();
      await deleteAsDevice(page, ['/api/Authorization']);
    });

    test('the editor guards unsaved edits, grows its text boxes and keeps its bar slim', async ({
      page,
    }, testInfo) => {
      await signIn(page, 'DEMO-KEY-2026');
      await page.getByRole('searchbox').fill('aceton');
      await page.getByRole('link', { name: /Acetone technical 99\.5 %/ }).click();
      await page.getByRole('link', { name: 'Edit' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible();
      const editorUrl = page.url();

      // A long first-aid text: the box grows to show it all (up to 70 % of the window).
      const firstAid = page.getByRole('textbox', { name: 'First Aid' });
      const lines = Array.from({ length: 16 }, (_, line) => `Step ${line + 1}: rinse with water.`);
      await firstAid.fill(lines.join('\n'));
      const grown = await firstAid.evaluate((area: HTMLTextAreaElement) => ({
        height: area.clientHeight,
        content: area.scrollHeight,
      }));
      expect(grown.height).toBeGreaterThan(350);
      expect(grown.content).toBeLessThanOrEqual(grown.height + 1);

      // What stays on screen while scrolling the form: the sticky bar (and a header, if any).
      const covered = await page.evaluate(() => {
        const header = document.querySelector('.app-header')!.getBoundingClientRect();
        const bar = document.querySelector('.editor-actions')!.getBoundingClientRect();
        const stuckHeader = Math.max(0, Math.min(header.bottom, innerHeight));
        const stuckBar = bar.top < innerHeight ? innerHeight - Math.max(bar.top, 0) : 0;
        return (stuckHeader + stuckBar) / innerHeight;
      });
      if (size === '390') {
        console.log(`editor 390: the sticky bar and header cover ${(covered * 100).toFixed(1)} %`);
        expect(covered).toBeLessThan(0.2);
      }
      await shot(page, testInfo, `editor-scrolled-${size}.png`);

      // Leaving through the app asks; Keep editing stays with the text.
      await page.getByRole('link', { name: 'Back to the product' }).click();
      const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });
      await expect(question).toBeVisible();
      await shot(page, testInfo, `editor-leave-question-${size}.png`);
      await expectNoAxeViolations(page, 'the leave question');
      await question.getByRole('button', { name: 'Keep editing' }).click();
      expect(page.url()).toBe(editorUrl);
      await expect(firstAid).toHaveValue(lines.join('\n'));

      // Reloading or closing the tab gets the browser's own question.
      const asked = new Promise<string>((resolve) => {
        page.once('dialog', (dialog) => {
          resolve(dialog.type());
          void dialog.dismiss();
        });
      });
      void page.reload().catch(() => undefined);
      expect(await asked).toBe('beforeunload');
      expect(page.url()).toBe(editorUrl);

      await page.getByRole('link', { name: 'Back to the product' }).click();
      await question.getByRole('button', { name: 'Leave without saving' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acetone technical 99.5 %');
      await deleteAsDevice(page, ['/api/Authorization']);
    });
  });
}

test.describe('the SDS viewer on a desk (issue 23)', () => {
  test.use({ viewport: DESK });

  test('shows the pdf over the page, as wide as the window allows', async ({ page }, testInfo) => {
    await signIn(page, 'DEMO-USER-2026');
    await page.getByRole('searchbox').fill('aceton');
    await page.getByRole('link', { name: /Acetone technical 99\.5 %/ }).click();
    await page.getByRole('button', { name: 'Show here' }).click();
    const viewer = page.getByRole('dialog', { name: /Safety data sheet of Acetone/ });
    const frame = viewer.getByTitle(/Safety data sheet of Acetone/);
    await expect(frame).toBeVisible();
    const box = (await frame.boundingBox())!;
    expect(box.width).toBeGreaterThan(1000);
    expect(box.height).toBeGreaterThan(600);
    await page.waitForTimeout(1000);
    await shot(page, testInfo, 'sds-viewer-1280.png');
    await expectNoAxeViolations(page, 'the SDS viewer');
    await viewer.getByRole('button', { name: 'Hide' }).click();
    await expect(viewer).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show here' })).toBeFocused();
    await deleteAsDevice(page, ['/api/Authorization']);
  });
});
